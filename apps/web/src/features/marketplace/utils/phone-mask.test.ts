import { describe, expect, it } from 'vitest';
import { formatInternationalPhone, formatPhone } from './phone-mask';

describe('international phone mask', () => {
  it('puts a + before the digits', () => {
    expect(formatInternationalPhone('44 20 7946 0958')).toBe('+442079460958');
  });

  it('keeps at most 15 digits', () => {
    expect(formatInternationalPhone('+1234567890123456789')).toBe('+123456789012345');
  });

  it('stays empty without digits', () => {
    expect(formatInternationalPhone('+')).toBe('');
  });
});

describe('switching the phone mode', () => {
  it('reformats the same digits for the chosen mode', () => {
    expect(formatPhone('555-123-4567', false)).toBe('+5551234567');
    expect(formatPhone('+5551234567', true)).toBe('555-123-4567');
  });
});
