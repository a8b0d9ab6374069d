import { describe, expect, it } from 'vitest';
import { CompanyProfileInput, type CompanyProfile } from '@app/shared/company/company-profile';
import { companyFormValues, companyProfileInput, emptyCompanyForm } from './company-form-values';

const profile = (overrides: Partial<CompanyProfile> = {}): CompanyProfile => ({
  businessName: 'Gulf Coast Medical Supply',
  dbaName: null,
  soleProprietor: false,
  firstName: null,
  lastName: null,
  dob: null,
  servicesOffered: 'Durable medical equipment',
  officeAddress: { addrLine1: '100 Bay St', addrLine2: null, city: 'Tampa', state: 'FL', zip: '33601', country: 'US' },
  mailingAddress: null,
  mailingAddressSameAsDesignated: true,
  phoneNumber: '8135550100',
  tinType: 'EIN',
  tin: '123456789',
  duns: null,
  npi: null,
  servicesOfferedRequired: true,
  ...overrides,
});

describe('companyFormValues', () => {
  it('turns missing values into empty fields and an empty US mailing address', () => {
    const values = companyFormValues(profile());
    expect(values.dbaName).toBe('');
    expect(values.officeAddress.addrLine2).toBe('');
    expect(values.mailingAddress).toEqual({ addrLine1: '', addrLine2: '', city: '', state: '', zip: '', country: 'US' });
  });

  it('shows the TIN and phone number with their masks', () => {
    const values = companyFormValues(profile());
    expect(values.tin).toBe('12-3456789');
    expect(values.phoneNumber).toBe('(813) 555-0100');
  });

  it('keeps a mailing address that differs from the office', () => {
    const mailing = { addrLine1: 'PO Box 9', addrLine2: null, city: 'Austin', state: 'TX', zip: '73301', country: 'US' };
    const values = companyFormValues(profile({ mailingAddressSameAsDesignated: false, mailingAddress: mailing }));
    expect(values.mailingAddress.city).toBe('Austin');
    expect(values.mailingAddressSameAsDesignated).toBe(false);
  });

  it('starts a new profile with the TIN type unchosen and the mailing address the office', () => {
    expect(emptyCompanyForm()).toMatchObject({ tinType: 'UNKNOWN', mailingAddressSameAsDesignated: true, soleProprietor: false });
  });
});

describe('companyProfileInput', () => {
  it('sends no mailing address when it is the office address', () => {
    const values = CompanyProfileInput.parse({
      ...companyFormValues(profile()),
      mailingAddress: { addrLine1: 'Old', city: 'X', state: 'TX', zip: '73301' },
    });
    expect(companyProfileInput(values).mailingAddress).toBeNull();
  });

  it('drops the proprietor name and date of birth of a business', () => {
    const values = CompanyProfileInput.parse({ ...companyFormValues(profile()), firstName: 'Sam', lastName: 'Solo', dob: '1980-01-01' });
    expect(companyProfileInput(values)).toMatchObject({ firstName: null, lastName: null, dob: null });
  });

  it('keeps the proprietor fields of a sole proprietor and strips the TIN mask', () => {
    const values = CompanyProfileInput.parse({
      ...companyFormValues(profile({ tinType: 'SSN' })),
      soleProprietor: true,
      firstName: 'Sam',
      lastName: 'Solo',
      dob: '1980-01-01',
    });
    expect(companyProfileInput(values)).toMatchObject({ firstName: 'Sam', lastName: 'Solo', dob: '1980-01-01', tin: '123456789' });
  });
});
