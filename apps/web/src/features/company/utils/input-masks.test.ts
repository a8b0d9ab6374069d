import { describe, expect, it } from 'vitest';
import { formatPhone, formatTin } from './input-masks';

describe('formatTin', () => {
  it('masks an SSN as ###-##-#### while it is typed', () => {
    expect(formatTin('123', 'SSN')).toBe('123');
    expect(formatTin('1234', 'SSN')).toBe('123-4');
    expect(formatTin('123456789', 'SSN')).toBe('123-45-6789');
  });

  it('masks an EIN as ##-#######', () => {
    expect(formatTin('12', 'EIN')).toBe('12');
    expect(formatTin('123456789', 'EIN')).toBe('12-3456789');
  });

  it('keeps plain digits while the TIN type is not chosen', () => {
    expect(formatTin('12-3456789', 'UNKNOWN')).toBe('123456789');
  });

  it('drops anything but digits and keeps at most nine', () => {
    expect(formatTin('12a3-45 67890123', 'SSN')).toBe('123-45-6789');
  });

  it('re-masks a TIN when the type changes', () => {
    expect(formatTin(formatTin('123456789', 'SSN'), 'EIN')).toBe('12-3456789');
  });
});

describe('formatPhone', () => {
  it('shows (xxx) xxx-xxxx as the digits arrive', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('81')).toBe('(81');
    expect(formatPhone('8135')).toBe('(813) 5');
    expect(formatPhone('8135550100')).toBe('(813) 555-0100');
  });

  it('reformats a stored number with separators or a country code', () => {
    expect(formatPhone('813-555-0100')).toBe('(813) 555-0100');
    expect(formatPhone('+1 813 555 0100')).toBe('(813) 555-0100');
  });

  it('keeps at most ten digits', () => {
    expect(formatPhone('81355501009')).toBe('(813) 555-0100');
  });
});
