import { describe, expect, it } from 'vitest';
import { formatCardExpiry, isCardExpired, maskCardExpiryInput, parseCardExpiry } from './card-expiry';

describe('parseCardExpiry', () => {
  it('reads MM/YY and MM/YYYY', () => {
    expect(parseCardExpiry('12/29')).toEqual({ month: 12, year: 2029 });
    expect(parseCardExpiry('04/2031')).toEqual({ month: 4, year: 2031 });
    expect(parseCardExpiry(' 1 / 30 ')).toEqual({ month: 1, year: 2030 });
  });

  it('refuses other shapes and months', () => {
    expect(parseCardExpiry('13/29')).toBeNull();
    expect(parseCardExpiry('00/29')).toBeNull();
    expect(parseCardExpiry('1229')).toBeNull();
    expect(parseCardExpiry('12/291')).toBeNull();
    expect(parseCardExpiry('')).toBeNull();
  });
});

describe('isCardExpired', () => {
  const now = new Date(2026, 5, 15);
  it('keeps a card good through its expiry month', () => {
    expect(isCardExpired({ month: 6, year: 2026 }, now)).toBe(false);
    expect(isCardExpired({ month: 1, year: 2027 }, now)).toBe(false);
  });

  it('refuses an earlier month', () => {
    expect(isCardExpired({ month: 5, year: 2026 }, now)).toBe(true);
    expect(isCardExpired({ month: 12, year: 2025 }, now)).toBe(true);
  });
});

describe('card expiry text', () => {
  it('formats as MM/YY', () => {
    expect(formatCardExpiry({ month: 4, year: 2031 })).toBe('04/31');
  });

  it('masks as typed', () => {
    expect(maskCardExpiryInput('1')).toBe('1');
    expect(maskCardExpiryInput('4')).toBe('04/');
    expect(maskCardExpiryInput('12')).toBe('12/');
    expect(maskCardExpiryInput('12', '12/')).toBe('12');
    expect(maskCardExpiryInput('1229')).toBe('12/29');
    expect(maskCardExpiryInput('12/2031')).toBe('12/2031');
  });
});
