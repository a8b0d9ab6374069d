import { formatUsPhone } from '../../../lib/input-masks';

/** Longest international number after the + (E.164). */
const INTERNATIONAL_PHONE_MAX_DIGITS = 15;

/** The international entry mask: + followed by up to 15 digits; empty while no digit is typed. */
export function formatInternationalPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, INTERNATIONAL_PHONE_MAX_DIGITS);
  return digits ? `+${digits}` : '';
}

/** The phone entry in the chosen mode (US/Canada ###-###-#### when `us`). */
export function formatPhone(value: string, us: boolean): string {
  return us ? formatUsPhone(value) : formatInternationalPhone(value);
}
