import { describe, expect, it } from 'vitest';
import { vendorDisplayName } from './vendor-name';

describe('vendorDisplayName', () => {
  it('is the legal name when there is one', () => {
    expect(vendorDisplayName({ businessName: 'Acme Medical Supply', dbaName: 'Acme' }, 'PT000001')).toBe('Acme Medical Supply');
  });

  it('is the DBA name when the legal name is missing or blank', () => {
    expect(vendorDisplayName({ businessName: null, dbaName: 'Acme' }, 'PT000001')).toBe('Acme');
    expect(vendorDisplayName({ businessName: '  ', dbaName: 'Acme' }, null)).toBe('Acme');
  });

  it('is the fallback for a vendor not named yet', () => {
    expect(vendorDisplayName({ businessName: null, dbaName: null }, 'PT000001')).toBe('PT000001');
    expect(vendorDisplayName({ businessName: '', dbaName: undefined }, null)).toBeNull();
  });
});
