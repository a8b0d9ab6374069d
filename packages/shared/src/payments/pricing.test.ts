import { describe, expect, it } from 'vitest';
import { formatCents, monitoringPriceCents, UNBOUNDED } from './pricing';

describe('employee monitoring price', () => {
  it.each([
    [0, 2_500],
    [1, 2_500],
    [100, 2_500],
    [101, 5_000],
    [250, 5_000],
    [251, 5_010],
    [300, 5_500],
    [10_000, 102_500],
  ])('charges %i active employees %i cents a month', (employees, cents) => {
    expect(monitoringPriceCents(employees)).toBe(cents);
  });

  it("uses a vendor's own tiers when given, whatever their order", () => {
    const tiers = [
      { id: 2, minEmployees: 51, maxEmployees: UNBOUNDED, price: 4_000, pricePerEmployee: 5, vendorId: 9 },
      { id: 1, minEmployees: 0, maxEmployees: 50, price: 1_500, pricePerEmployee: 0, vendorId: 9 },
    ];
    expect(monitoringPriceCents(50, tiers)).toBe(1_500);
    expect(monitoringPriceCents(51, tiers)).toBe(4_005);
    expect(monitoringPriceCents(60, tiers)).toBe(4_050);
  });

  it('formats cents as dollars', () => {
    expect(formatCents(2_500)).toBe('$25.00');
    expect(formatCents(102_510)).toBe('$1,025.10');
    expect(formatCents(10)).toBe('$0.10');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-500)).toBe('-$5.00');
    expect(formatCents(123_456_789)).toBe('$1,234,567.89');
    expect(formatCents(2_500, { wholeDollars: true })).toBe('$25');
    expect(formatCents(5_010, { wholeDollars: true })).toBe('$50.10');
  });
});
