/** Longest entry: the maximum 1,999,999,999 has 10 digits; larger 10-digit values are refused by the schema. */
const MAX_DIGITS = 10;

/**
 * The employee count as typed (spec 001 §5 Attestation): digits only, shown with thousands separators
 * ('1234567' → '1,234,567'). Anything but digits is dropped; the shared schema strips the commas.
 */
export function formatEmployeeCount(value: string): string {
  const digits = value
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_DIGITS);
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
