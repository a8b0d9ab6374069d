import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TIERS, UNBOUNDED } from '@app/shared/payments/pricing';
import { sortedTiers, tierPriceText, tierRangeText } from './price-tier-text';

describe('price tier text', () => {
  it('describes the default tiers of spec 000 §1', () => {
    const tiers = sortedTiers([...DEFAULT_PRICE_TIERS].reverse());
    expect(tiers.map(tierRangeText)).toEqual(['0–100 employees', '101–250 employees', '251 or more employees']);
    expect(tiers.map(tierPriceText)).toEqual(['$25.00 a month', '$50.00 a month', '$50.00 a month plus $0.10 per employee above 250']);
  });

  it('names a tier priced only per employee without a $0.00 beside it', () => {
    const tier = { id: 1, minEmployees: 0, maxEmployees: UNBOUNDED, price: 0, pricePerEmployee: 10, vendorId: 7 };
    expect(tierPriceText(tier)).toBe('$0.10 per employee a month');
    expect(tierPriceText({ ...tier, minEmployees: 51, price: 0 })).toBe('$0.10 per employee above 50 a month');
  });
});
