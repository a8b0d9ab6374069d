import { describe, expect, it } from 'vitest';
import { ACCEPTED_CARDS_MESSAGE } from './card-brand';
import { CARD_EXPIRED, CARD_NUMBER_INVALID, CVV_INVALID, CardFormSchema } from './card-form-schema';

const card = { cardholderName: 'Pat Payer', number: '4111 1111 1111 1111', cvv: '123', expirationDate: '12/39', postalCode: '12345' };
const errorsOf = (values: typeof card) => {
  const result = CardFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('CardFormSchema', () => {
  it('accepts a valid card and sends the number without spaces', () => {
    const result = CardFormSchema.safeParse(card);
    expect(result.success && result.data.number).toBe('4111111111111111');
  });

  it('refuses a brand that is not accepted', () => {
    expect(errorsOf({ ...card, number: '3530 1113 3330 0000' })).toEqual({ number: ACCEPTED_CARDS_MESSAGE });
  });

  it('refuses a mistyped number, a wrong CVV length and an expired card', () => {
    expect(errorsOf({ ...card, number: '4111 1111 1111 1112' })).toEqual({ number: CARD_NUMBER_INVALID });
    expect(errorsOf({ ...card, number: '3782 822463 10005', cvv: '123' })).toEqual({ cvv: CVV_INVALID });
    expect(errorsOf({ ...card, expirationDate: '01/20' })).toEqual({ expirationDate: CARD_EXPIRED });
  });

  it('requires the cardholder name and a 5-digit zip', () => {
    expect(Object.keys(errorsOf({ ...card, cardholderName: '  ', postalCode: '1234' })).sort()).toEqual(['cardholderName', 'postalCode']);
  });
});
