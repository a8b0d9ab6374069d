import { describe, expect, it } from 'vitest';
import { formatSsn, ssnDigits } from './ssn-mask';

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
