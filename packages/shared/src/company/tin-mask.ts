/**
 * How every screen, PDF and export shows a stored tax id: only its last four digits, in the shape of its
 * type (issue 33: one TIN mask). '***-**-1234' for an SSN, '**-***1234' for an EIN (XXX-XX-XXXX and
 * XX-XXXXXXX as typed), '*****1234' while the type is unknown.
 */
export function maskTin(lastFour: string, type: string | null | undefined): string {
  const last = lastFour.slice(-4);
  if (type === 'SSN') return `***-**-${last}`;
  if (type === 'EIN') return `**-***${last}`;
  return `*****${last}`;
}
