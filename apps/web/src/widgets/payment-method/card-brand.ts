/** Card brands the number prefix can tell apart (the ones a US card field usually meets). */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'diners' | 'unionpay' | 'maestro';

/** Accepted cards (spec 001 §5 Card form): Visa, Mastercard, Discover, American Express. */
const ACCEPTED_CARD_BRANDS: readonly CardBrand[] = ['visa', 'mastercard', 'discover', 'amex'];

export const CARD_BRAND_LABEL: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
};

/** The error for any other brand (the sandbox tokenizer answers the same text). */
export const ACCEPTED_CARDS_MESSAGE = 'We accept Visa, Mastercard, Discover and American Express.';

const inRange = (prefix: string, digits: number, min: number, max: number) => {
  if (prefix.length < digits) return false;
  const value = Number(prefix.slice(0, digits));
  return value >= min && value <= max;
};

/**
 * The brand of a card number from its issuer prefix (IIN), or null while the prefix says nothing yet.
 * Spaces and dashes are ignored. Discover's 622126–622925 range is checked before UnionPay's 62.
 */
export function detectCardBrand(cardNumber: string): CardBrand | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith('4')) return 'visa';
  if (inRange(digits, 2, 51, 55) || inRange(digits, 4, 2221, 2720)) return 'mastercard';
  if (inRange(digits, 2, 34, 34) || inRange(digits, 2, 37, 37)) return 'amex';
  if (digits.startsWith('6011') || inRange(digits, 3, 644, 649) || digits.startsWith('65') || inRange(digits, 6, 622126, 622925)) {
    return 'discover';
  }
  if (inRange(digits, 4, 3528, 3589)) return 'jcb';
  if (inRange(digits, 3, 300, 305) || digits.startsWith('36') || digits.startsWith('38') || digits.startsWith('39')) return 'diners';
  if (digits.startsWith('62')) return 'unionpay';
  if (digits.startsWith('50') || inRange(digits, 2, 56, 58) || digits.startsWith('6')) return 'maestro';
  return null;
}

export function isAcceptedCardBrand(brand: CardBrand | null): boolean {
  return brand !== null && ACCEPTED_CARD_BRANDS.includes(brand);
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** American Express prints a 4-digit security code, the others 3 digits. */
export function cvvLength(brand: CardBrand | null): number {
  return brand === 'amex' ? 4 : 3;
}

/** Longest number of each brand; the field stops taking digits there. */
function maxCardDigits(brand: CardBrand | null): number {
  if (brand === 'amex') return 15;
  if (brand === 'diners') return 14;
  if (brand === 'mastercard') return 16;
  return 19;
}

/**
 * The number as typed, grouped the way it is printed: 4-6-5 for American Express, 4-6-4 for Diners
 * Club, groups of four otherwise ('4111111111111111' → '4111 1111 1111 1111').
 */
export function formatCardNumber(input: string): string {
  const brand = detectCardBrand(input.replace(/\D/g, ''));
  const digits = input.replace(/\D/g, '').slice(0, maxCardDigits(brand));
  const groups = brand === 'amex' || brand === 'diners' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}
