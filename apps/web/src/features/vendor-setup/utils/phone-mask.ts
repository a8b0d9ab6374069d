/**
 * The set-up form's phone mask ###-###-#### (spec 001 §5, §9): dashes appear as the digits are typed
 * ('555', '555-1', '555-123-4'); anything but digits is dropped and at most 10 digits are kept.
 */
export function formatSetupPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
