import { describe, expect, it } from 'vitest';
import { describePaymentMethod } from './payment-method-text';

describe('describePaymentMethod', () => {
  it('names a card by its brand and a bank account as such', () => {
    expect(describePaymentMethod({ paymentType: 'CREDIT_CARD', lastFour: '1111', cardType: 'Visa' })).toBe('Visa ending in 1111');
    expect(describePaymentMethod({ paymentType: 'CREDIT_CARD', lastFour: '4444', cardType: null })).toBe('Credit card ending in 4444');
    expect(describePaymentMethod({ paymentType: 'ACH', lastFour: '0000', cardType: null })).toBe('Bank account ending in 0000');
  });
});
