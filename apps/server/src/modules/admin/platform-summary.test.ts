import { describe, expect, it } from 'vitest';
import { ageInDays } from './platform-summary';

describe('ageInDays', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it('is 0 on the day of the import', () => {
    expect(ageInDays(new Date('2026-11-26T01:00:00Z'), now)).toBe(0);
  });

  it('counts whole days only', () => {
    expect(ageInDays(new Date('2026-11-23T12:00:01Z'), now)).toBe(2);
    expect(ageInDays(new Date('2026-11-23T12:00:00Z'), now)).toBe(3);
  });

  it('is never negative when the clocks disagree', () => {
    expect(ageInDays(new Date('2026-11-26T12:05:00Z'), now)).toBe(0);
  });
});
