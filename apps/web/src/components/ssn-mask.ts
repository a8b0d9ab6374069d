/** Digits of an SSN entry: everything but digits dropped, at most 9 kept. */
export function ssnDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 9);
}

/**
 * The SSN entry mask ###-##-#### (spec 000 §5): dashes are inserted as the digits are typed, so a
 * partial entry shows '123', '123-4', '123-45-6'.
 */
export function formatSsn(value: string): string {
  const digits = ssnDigits(value);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
