import { describe, expect, it } from 'vitest';
import { readStoredConfiguration } from './client-configuration';

describe('readStoredConfiguration', () => {
  it('fills every missing part with the product default', () => {
    expect(readStoredConfiguration({})).toEqual({
      requirementMap: { OWNER_TIN: false, OWNER_DOB: false, SERVICES_OFFERED: true, OWNER_REQUIRED_AT_SIGNUP: false },
      requiredVendorData: [],
      ownersIncludeManagingEmployees: false,
      paymentRequired: false,
    });
    expect(readStoredConfiguration(null).paymentRequired).toBe(false);
  });

  it('keeps the stored values and defaults the rest of the requirement map', () => {
    const read = readStoredConfiguration({
      requirementMap: { OWNER_DOB: true, SERVICES_OFFERED: false },
      requiredVendorData: ['W9'],
      paymentRequired: true,
    });
    expect(read.requirementMap).toEqual({ OWNER_TIN: false, OWNER_DOB: true, SERVICES_OFFERED: false, OWNER_REQUIRED_AT_SIGNUP: false });
    expect(read.requiredVendorData).toEqual(['W9']);
    expect(read.paymentRequired).toBe(true);
  });

  it('falls back to a default where a stored part is malformed', () => {
    expect(readStoredConfiguration({ requiredVendorData: 'W9', requirementMap: { OWNER_TIN: 'yes' } })).toMatchObject({
      requiredVendorData: [],
      requirementMap: { OWNER_TIN: false },
    });
  });
});
