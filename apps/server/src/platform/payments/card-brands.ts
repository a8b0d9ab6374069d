/** The card brands the product accepts (spec 001 §5): Visa, Mastercard, Discover, American Express. */
export type CardBrand = 'Visa' | 'Mastercard' | 'Discover' | 'American Express';

/** The brand of a card number by its IIN prefix and length, or undefined for any other brand. */
export function cardBrand(number: string): CardBrand | undefined {
  const digits = number.replace(/\D/g, '');
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'Visa';
  if (/^(5[1-5]\d{14}|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)\d{12})$/.test(digits)) return 'Mastercard';
  if (/^3[47]\d{13}$/.test(digits)) return 'American Express';
  if (/^(6011\d{12}|65\d{14}|64[4-9]\d{13}|622(12[6-9]|1[3-9]\d|[2-8]\d\d|9[01]\d|92[0-5])\d{10})$/.test(digits)) return 'Discover';
  return undefined;
}

/** Luhn checksum of a card number. */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}
