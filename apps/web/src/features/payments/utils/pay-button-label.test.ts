import { describe, expect, it } from 'vitest';
import { payButtonLabel } from './pay-button-label';

describe('payButtonLabel', () => {
  it('names the amount to be charged in dollars and cents', () => {
    expect(payButtonLabel(29_900)).toBe('Pay $299.00');
    expect(payButtonLabel(2_500)).toBe('Pay $25.00');
    expect(payButtonLabel(123_456)).toBe('Pay $1,234.56');
  });
});
