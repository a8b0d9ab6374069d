import { describe, expect, it } from 'vitest';
import { keepsStoredTaxId, ownerInputSchema } from './owner';

const strict = { dobRequired: false, taxIdRequired: true, requiredAtSignup: false };
const person = { thisIsABusiness: false, firstName: 'Olivia', lastName: 'Owner' };

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('owner schema', () => {
  it('requires a tax id under OWNER_TIN unless one of the same kind is on file', () => {
    expect(fieldErrors(ownerInputSchema(strict).safeParse(person))).toEqual({ taxId: 'Tax ID is required' });
    expect(ownerInputSchema(strict, { thisIsABusiness: false }).safeParse(person).success).toBe(true);
    expect(
      fieldErrors(ownerInputSchema(strict, { thisIsABusiness: false }).safeParse({ thisIsABusiness: true, businessName: 'Holding Co' })),
    ).toEqual({
      taxId: 'Tax ID is required',
    });
  });

  it('keeps the stored tax id only for a blank entry on an owner of the same kind', () => {
    expect(keepsStoredTaxId({ thisIsABusiness: false, taxId: null }, { thisIsABusiness: false })).toBe(true);
    expect(keepsStoredTaxId({ thisIsABusiness: false, taxId: '123456789' }, { thisIsABusiness: false })).toBe(false);
    expect(keepsStoredTaxId({ thisIsABusiness: true, taxId: null }, { thisIsABusiness: false })).toBe(false);
    expect(keepsStoredTaxId({ thisIsABusiness: false, taxId: null }, null)).toBe(false);
  });

  it('refuses a zip that does not belong to the state', () => {
    const schema = ownerInputSchema({ dobRequired: false, taxIdRequired: false, requiredAtSignup: false });
    expect(fieldErrors(schema.safeParse({ ...person, state: 'CA', postalCode: '12207' }))).toEqual({
      postalCode: 'Zip Code does not match the state',
    });
    expect(schema.safeParse({ ...person, state: 'NY', postalCode: '12207' }).success).toBe(true);
  });
});
