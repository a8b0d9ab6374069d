import { describe, expect, it } from 'vitest';
import { monthlyPriceCents, PRICING_LINES, priceEstimateText } from './monitoring-price';

describe('employee monitoring price', () => {
  it('costs $25 a month up to 100 employees', () => {
    expect(monthlyPriceCents(0)).toBe(2_500);
    expect(monthlyPriceCents(100)).toBe(2_500);
  });

  it('costs $50 a month for 101-250 employees', () => {
    expect(monthlyPriceCents(101)).toBe(5_000);
    expect(monthlyPriceCents(250)).toBe(5_000);
  });

  it('adds $0.10 per employee above 250', () => {
    expect(monthlyPriceCents(251)).toBe(5_010);
    expect(monthlyPriceCents(300)).toBe(5_500);
    expect(monthlyPriceCents(1_250)).toBe(15_000);
  });

  it('lists the first month and the three tiers', () => {
    expect(PRICING_LINES).toEqual([
      'First month: $25, regardless of team size',
      'Up to 100 employees: $25 per month',
      '101-250 employees: $50 per month',
      'More than 250 employees: $50 per month plus $0.10 per employee above 250',
    ]);
  });

  it('estimates the monthly price for a team size', () => {
    expect(priceEstimateText(1)).toBe('With 1 employee you pay $25 per month after the first month.');
    expect(priceEstimateText(251)).toBe('With 251 employees you pay $50.10 per month after the first month.');
    expect(priceEstimateText(2_000)).toBe('With 2,000 employees you pay $225 per month after the first month.');
  });
});
