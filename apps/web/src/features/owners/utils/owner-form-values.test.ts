import { describe, expect, it } from 'vitest';
import type { Owner } from '@app/shared/owners/owner';
import { maskedTaxId, ownerFormValues, ownerName } from './owner-form-values';

const owner: Owner = {
  ownerId: 7,
  thisIsABusiness: false,
  businessName: null,
  firstName: 'Olivia',
  lastName: 'Owner',
  dob: '1970-02-03',
  gender: 'Female',
  street1: '1 Main St',
  street2: null,
  city: 'Albany',
  state: 'NY',
  postalCode: '12207',
  taxIdLastFour: '3333',
  npi: null,
  ownershipPercentage: 40,
  status: { name: 'COMPLIANT', desc: 'Compliant' },
};

describe('owner form values', () => {
  it('fills the form from a loaded owner with blanks for missing values and the tax id left blank', () => {
    expect(ownerFormValues(owner)).toEqual({
      thisIsABusiness: false,
      businessName: '',
      firstName: 'Olivia',
      lastName: 'Owner',
      dob: '1970-02-03',
      gender: 'Female',
      street1: '1 Main St',
      street2: '',
      city: 'Albany',
      state: 'NY',
      postalCode: '12207',
      taxId: '',
      npi: '',
      ownershipPercentage: 40,
    });
  });

  it('names a person by first and last name and a business by its name', () => {
    expect(ownerName(owner)).toBe('Olivia Owner');
    expect(ownerName({ ...owner, thisIsABusiness: true, businessName: 'Holding Co LLC' })).toBe('Holding Co LLC');
  });

  it('shows only the last four digits of a stored tax id, masked by kind', () => {
    expect(maskedTaxId('3333', false)).toBe('***-**-3333');
    expect(maskedTaxId('3333', true)).toBe('**-***3333');
    expect(maskedTaxId(null, false)).toBe('');
  });
});
