/** Longest international number after the + (E.164). */
export const INTERNATIONAL_PHONE_MAX_DIGITS = 15;

/**
 * The US/Canada entry mask ###-###-#### (spec 001 §5 Marketplace): anything but digits is dropped and
 * dashes are inserted as the digits are typed ('555', '555-12', '555-123-4567').
 */
export function formatUsPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The international entry mask: + followed by up to 15 digits; empty while no digit is typed. */
export function formatInternationalPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, INTERNATIONAL_PHONE_MAX_DIGITS);
  return digits ? `+${digits}` : '';
}

/** The phone entry in the chosen mode (US/Canada when `us`). */
export function formatPhone(value: string, us: boolean): string {
  return us ? formatUsPhone(value) : formatInternationalPhone(value);
}
