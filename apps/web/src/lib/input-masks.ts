/**
 * Entry masks applied as the user types: anything but digits is dropped and the separators appear as
 * the digits arrive. One definition each; the shared schemas validate (and strip) the result.
 */

/** Digits only, at most `max` of them (NPI, DUNS, percentages, card security codes). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** Digits of an SSN entry: everything but digits dropped, at most 9 kept. */
export function ssnDigits(value: string): string {
  return digitsOnly(value, 9);
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

/** The EIN entry mask ##-####### (a business's tax id). */
export function formatEin(value: string): string {
  const digits = digitsOnly(value, 9);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}-${digits.slice(2)}`;
}

/**
 * The US/Canada phone mask ###-###-#### (spec 001 §5 Marketplace, §9 vendor set-up): at most 10 digits,
 * dashes inserted as they are typed ('555', '555-12', '555-123-4567').
 */
export function formatUsPhone(value: string): string {
  const digits = digitsOnly(value, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
