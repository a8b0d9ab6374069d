import { describe, expect, it } from 'vitest';
import { groupThousands } from './group-thousands';

describe('groupThousands', () => {
  it('writes whole numbers as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 25_000, 123_456, 1_234_567, 1_000_000_000, -4321]) {
      expect(groupThousands(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('keeps a fraction as it is and leaves non-finite numbers as they print', () => {
    expect(groupThousands(1234.5)).toBe('1,234.5');
    expect(groupThousands(Number.NaN)).toBe('NaN');
    expect(groupThousands(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});
