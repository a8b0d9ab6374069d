import { describe, expect, it } from 'vitest';
import { digitsOnly, formatEin, formatSsn, formatUsPhone, ssnDigits } from './input-masks';

describe('SSN entry mask ###-##-####', () => {
  it('inserts the dashes as digits are typed', () => {
    expect(formatSsn('')).toBe('');
    expect(formatSsn('1')).toBe('1');
    expect(formatSsn('123')).toBe('123');
    expect(formatSsn('1234')).toBe('123-4');
    expect(formatSsn('12345')).toBe('123-45');
    expect(formatSsn('123456')).toBe('123-45-6');
    expect(formatSsn('123456789')).toBe('123-45-6789');
  });

  it('keeps an already masked value as it is', () => {
    expect(formatSsn('123-45-6789')).toBe('123-45-6789');
  });

  it('drops anything that is not a digit and stops at nine digits', () => {
    expect(formatSsn('12a3 45-67x89')).toBe('123-45-6789');
    expect(formatSsn('1234567890123')).toBe('123-45-6789');
    expect(ssnDigits('123-45-6789')).toBe('123456789');
  });

  it('re-masks after a dash is deleted in the middle', () => {
    expect(formatSsn('12345-6789')).toBe('123-45-6789');
  });
});

describe('EIN entry mask ##-#######', () => {
  it('inserts the dash as digits are typed and stops at nine digits', () => {
    expect(formatEin('1')).toBe('1');
    expect(formatEin('123')).toBe('12-3');
    expect(formatEin('12-34567890')).toBe('12-3456789');
  });
});

describe('US/Canada phone mask ###-###-####', () => {
  it('inserts the dashes as digits are typed', () => {
    expect(formatUsPhone('555')).toBe('555');
    expect(formatUsPhone('5551')).toBe('555-1');
    expect(formatUsPhone('55512')).toBe('555-12');
    expect(formatUsPhone('5551234')).toBe('555-123-4');
    expect(formatUsPhone('5551234567')).toBe('555-123-4567');
  });

  it('drops other characters and digits beyond ten', () => {
    expect(formatUsPhone('(555) 123-4567 99')).toBe('555-123-4567');
    expect(formatUsPhone('(555) 123.4567 ext 9')).toBe('555-123-4567');
    expect(formatUsPhone('abc')).toBe('');
  });
});

describe('digits only', () => {
  it('keeps digits up to the limit', () => {
    expect(digitsOnly('12a-34 5678901', 10)).toBe('1234567890');
    expect(digitsOnly('12-34a5678901', 9)).toBe('123456789');
  });
});
