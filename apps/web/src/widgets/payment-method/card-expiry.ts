/** A card's expiry month (1–12) and four-digit year. */
export interface CardExpiry {
  month: number;
  year: number;
}

/**
 * Reads an expiry typed as 'MM/YY' or 'MM/YYYY' (spaces ignored); null when it is not one. Two-digit
 * years are in this century.
 */
export function parseCardExpiry(value: string): CardExpiry | null {
  const match = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(value.replace(/\s/g, ''));
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function isCardExpired(expiry: CardExpiry, now: Date = new Date()): boolean {
  const currentMonth = now.getFullYear() * 12 + now.getMonth();
  return expiry.year * 12 + (expiry.month - 1) < currentMonth;
}

/** 'MM/YY' as the gateway takes it, from a parsed expiry. */
export function formatCardExpiry({ month, year }: CardExpiry): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/**
 * The expiry field as the user types: digits only, a slash after the month ('1225' → '12/25'); a
 * single digit above 1 is a month on its own ('4' → '04/').
 */
export function maskCardExpiryInput(input: string, previous = ''): string {
  const deleting = input.length < previous.length;
  let digits = input.replace(/\D/g, '').slice(0, 6);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
