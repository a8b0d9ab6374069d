import type { CompanyProfile, CompanyProfileValues } from '@app/shared/company/company-profile';
import { formatPhone, formatTin } from './input-masks';

export interface AddressFormValues {
  addrLine1: string;
  addrLine2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/**
 * The company form's values: every text a string (the shared schema turns blanks into null), the
 * mailing address always present so its fields can be edited when it differs from the office.
 */
export interface CompanyFormValues {
  businessName: string;
  dbaName: string;
  soleProprietor: boolean;
  firstName: string;
  lastName: string;
  dob: string;
  servicesOffered: string;
  officeAddress: AddressFormValues;
  mailingAddress: AddressFormValues;
  mailingAddressSameAsDesignated: boolean;
  phoneNumber: string;
  tinType: CompanyProfile['tinType'];
  tin: string;
  duns: string;
  npi: string;
}

/** Field paths the server's field errors may name (envelope keys are dot-joined paths). */
export const COMPANY_FORM_FIELDS = [
  'businessName',
  'dbaName',
  'soleProprietor',
  'firstName',
  'lastName',
  'dob',
  'servicesOffered',
  'officeAddress.addrLine1',
  'officeAddress.addrLine2',
  'officeAddress.city',
  'officeAddress.state',
  'officeAddress.zip',
  'officeAddress.country',
  'mailingAddress.addrLine1',
  'mailingAddress.addrLine2',
  'mailingAddress.city',
  'mailingAddress.state',
  'mailingAddress.zip',
  'mailingAddress.country',
  'phoneNumber',
  'tinType',
  'tin',
  'duns',
  'npi',
] as const;

/** An empty US address (the country is US by default and the only one accepted). */
const emptyAddress = (): AddressFormValues => ({ addrLine1: '', addrLine2: '', city: '', state: '', zip: '', country: 'US' });

export const emptyCompanyForm = (): CompanyFormValues => ({
  businessName: '',
  dbaName: '',
  soleProprietor: false,
  firstName: '',
  lastName: '',
  dob: '',
  servicesOffered: '',
  officeAddress: emptyAddress(),
  mailingAddress: emptyAddress(),
  mailingAddressSameAsDesignated: true,
  phoneNumber: '',
  tinType: 'UNKNOWN',
  tin: '',
  duns: '',
  npi: '',
});

function addressValues(address: CompanyProfile['officeAddress'] | null): AddressFormValues {
  if (!address) return emptyAddress();
  return {
    addrLine1: address.addrLine1,
    addrLine2: address.addrLine2 ?? '',
    city: address.city,
    state: address.state,
    zip: address.zip,
    country: address.country || 'US',
  };
}

/** The form values of a loaded profile, masks applied (the save restores these as the new baseline). */
export function companyFormValues(profile: CompanyProfile): CompanyFormValues {
  return {
    businessName: profile.businessName ?? '',
    dbaName: profile.dbaName ?? '',
    soleProprietor: profile.soleProprietor,
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    dob: profile.dob ?? '',
    servicesOffered: profile.servicesOffered ?? '',
    officeAddress: addressValues(profile.officeAddress),
    mailingAddress: addressValues(profile.mailingAddress),
    mailingAddressSameAsDesignated: profile.mailingAddressSameAsDesignated,
    phoneNumber: formatPhone(profile.phoneNumber ?? ''),
    tinType: profile.tinType,
    tin: formatTin(profile.tin ?? '', profile.tinType),
    duns: profile.duns ?? '',
    npi: profile.npi ?? '',
  };
}

/**
 * The PUT body from the validated values: no mailing address when it is the office's, and no
 * proprietor name or DOB for a business (the server keeps them only for sole proprietors).
 */
export function companyProfileInput(values: CompanyProfileValues): CompanyProfileValues {
  return {
    ...values,
    firstName: values.soleProprietor ? values.firstName : null,
    lastName: values.soleProprietor ? values.lastName : null,
    dob: values.soleProprietor ? values.dob : null,
    mailingAddress: values.mailingAddressSameAsDesignated ? null : values.mailingAddress,
  };
}
