import { describe, expect, it } from 'vitest';
import { formatEmployeeCount } from './employee-count';

describe('formatEmployeeCount', () => {
  it('groups digits in thousands', () => {
    expect(formatEmployeeCount('1234567')).toBe('1,234,567');
    expect(formatEmployeeCount('999')).toBe('999');
  });

  it('drops anything that is not a digit', () => {
    expect(formatEmployeeCount('1a2,3 4-5')).toBe('12,345');
    expect(formatEmployeeCount('abc')).toBe('');
  });

  it('re-groups an already formatted value', () => {
    expect(formatEmployeeCount('1,2345')).toBe('12,345');
  });

  it('drops leading zeros but keeps a single zero', () => {
    expect(formatEmployeeCount('007')).toBe('7');
    expect(formatEmployeeCount('0')).toBe('0');
  });

  it('keeps at most ten digits', () => {
    expect(formatEmployeeCount('199999999912')).toBe('1,999,999,999');
  });
});
