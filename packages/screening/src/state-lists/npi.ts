/** Values lists print in an NPI column when there is none. */
const NO_NPI = /^(NONE|N\/?A|NRF|NOT FOUND|NOT AVAILABLE|UNKNOWN|PENDING|-+)$/i;

/**
 * True when `value` is a 10-digit NPI whose check digit is right: the Luhn check over "80840"
 * (the card-issuer prefix the NPI standard prepends) followed by the ten digits.
 */
export function isValidNpi(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = `80840${value}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Splits an NPI cell that may hold several values ("1234567893; 1245319599", "… & …", "… and …",
 * one per line). Values that pass the check digit are NPIs; the others (Medicaid IDs such as
 * 9000xxxxxx, P1 numbers, typos) are provider numbers, never NPIs.
 */
export function splitNpiCell(cell: string | undefined): { npis: string[]; others: string[] } {
  const npis: string[] = [];
  const others: string[] = [];
  if (!cell || NO_NPI.test(cell.trim())) return { npis, others };
  for (const piece of cell.split(/[;,&/\n\r\t]+|\s+and\s+|\s{1,}/i)) {
    const value = piece.replace(/^NPI[:#]?/i, '').trim();
    if (value === '' || NO_NPI.test(value)) continue;
    if (isValidNpi(value)) {
      if (!npis.includes(value)) npis.push(value);
    } else if (!others.includes(value)) others.push(value);
  }
  return { npis, others };
}
