import { describe, expect, it } from 'vitest';
import { formatSetupPhone } from './phone-mask';

describe('formatSetupPhone', () => {
  it('masks ten digits as ###-###-####', () => {
    expect(formatSetupPhone('5551234567')).toBe('555-123-4567');
  });

  it('inserts the dashes while typing', () => {
    expect(formatSetupPhone('555')).toBe('555');
    expect(formatSetupPhone('5551')).toBe('555-1');
    expect(formatSetupPhone('5551234')).toBe('555-123-4');
  });

  it('drops other characters and extra digits', () => {
    expect(formatSetupPhone('(555) 123.4567 ext 9')).toBe('555-123-4567');
    expect(formatSetupPhone('abc')).toBe('');
  });
});
