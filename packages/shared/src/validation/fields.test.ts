import { describe, expect, it } from 'vitest';
import { emailField, nDigitsField, phoneField, zipField } from './fields';

describe('shared field rules', () => {
  it('accepts 5 and 9 digit zips and refuses others with the spec text', () => {
    expect(zipField().safeParse('12345').success).toBe(true);
    expect(zipField().safeParse('12345-6789').success).toBe(true);
    expect(zipField().safeParse('1234').error?.issues[0]?.message).toBe('Zip Code must be 5 or 9 digits, e.g: 12345 or 12345-1234');
  });

  it('accepts US phone numbers with an optional country code', () => {
    for (const phone of ['5551234567', '(555) 123-4567', '+1 555 123 4567', '555.123.4567']) {
      expect(phoneField().safeParse(phone).success).toBe(true);
    }
    expect(phoneField().safeParse('12345').error?.issues[0]?.message).toBe('Must be a 10 digit number');
  });

  it('checks e-mail shape with the spec text', () => {
    expect(emailField().safeParse('a@b.co').success).toBe(true);
    expect(emailField().safeParse('a@b').error?.issues[0]?.message).toBe('Invalid email');
  });

  it('counts digits ignoring dashes and allows empty', () => {
    expect(nDigitsField('SSN', 9).parse('123-45-6789')).toBe('123456789');
    expect(nDigitsField('SSN', 9).safeParse('').success).toBe(true);
    expect(nDigitsField('NPI', 10).safeParse('123').error?.issues[0]?.message).toBe('NPI must be 10 digits');
  });
});
