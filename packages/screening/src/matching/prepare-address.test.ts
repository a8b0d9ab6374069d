import { describe, expect, it } from 'vitest';
import { addressCode, addressCodeIsExact, prepareAddress } from './prepare-address';

describe('prepareAddress', () => {
  it('folds street words, city, state and ZIP so two spellings compare equal', () => {
    expect(prepareAddress('12 North Main Street, Suite 4', 'Albany', 'ny', '12207-1234')).toEqual({
      street: '12 N MAIN ST STE 4',
      city: 'ALBANY',
      state: 'NY',
      zip5: '12207',
    });
    expect(prepareAddress(undefined, undefined, undefined, '02139')).toMatchObject({ street: '', zip5: '02139' });
  });
});

describe('addressCode', () => {
  it('is 0 for an empty text and exact for a state or a ZIP, so equal codes there need no string comparison', () => {
    expect(addressCode('')).toBe(0);
    expect(addressCode('NY')).not.toBe(addressCode('NJ'));
    expect(addressCodeIsExact(addressCode('NY'))).toBe(true);
    expect(addressCode('02139')).not.toBe(addressCode('2139'));
    expect(addressCodeIsExact(addressCode('02139'))).toBe(true);
  });

  it('hashes longer texts: different texts get different codes, equal codes are confirmed on the strings', () => {
    expect(addressCodeIsExact(addressCode('ALBANY'))).toBe(false);
    expect(addressCode('ALBANY')).toBe(addressCode('ALBANY'));
    expect(addressCode('ALBANY')).not.toBe(addressCode('ALBANI'));
  });
});
