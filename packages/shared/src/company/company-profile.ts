import { z } from 'zod';
import { text } from '../validation/text';
import { messages } from '../validation/messages';
import { PHONE_PATTERN, ZIP_PATTERN } from '../validation/fields';
import { isUsStateCode } from '../platform/us-states';
import { isRealDate, todayIso } from '../employees/employee';
import { ZIP_STATE_MESSAGE, zipMatchesState } from './zip-state';

export const TIN_TYPE_REQUIRED = 'TIN Type is Required';

export const CompanyAddress = z.object({
  addrLine1: text().trim().max(200).default(''),
  addrLine2: text()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  city: text().trim().max(100).default(''),
  state: text().trim().max(2).default(''),
  zip: text().trim().max(10).default(''),
  country: text().trim().default('US'),
});
export type CompanyAddress = z.infer<typeof CompanyAddress>;

/** Client configuration that changes the company rules: SERVICES_OFFERED false makes it optional. */
export interface CompanyRequirements {
  servicesOfferedRequired: boolean;
}

function addressIssues(address: CompanyAddress, prefix: string, ctx: z.RefinementCtx): void {
  const add = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [prefix, field], message });
  if (!address.addrLine1) add('addrLine1', messages.required('Address 1'));
  if (!address.city) add('city', messages.required('City'));
  if (!address.state) add('state', messages.required('State'));
  else if (!isUsStateCode(address.state)) add('state', 'Choose a state from the list');
  if (!address.zip) add('zip', messages.required('Zip Code'));
  else if (!ZIP_PATTERN.test(address.zip)) add('zip', messages.zip);
  else if (address.state && !zipMatchesState(address.zip, address.state)) add('zip', ZIP_STATE_MESSAGE);
  if (!address.country) add('country', messages.required('Country'));
  else if (address.country !== 'US') add('country', 'Only US addresses are accepted');
}

/** The company profile (spec 001 §3) with the rules of §5 Company. */
export function companyProfileSchema(requirements: CompanyRequirements) {
  return z
    .object({
      businessName: text()
        .trim()
        .max(200)
        .nullish()
        .transform((v) => v || null),
      dbaName: text()
        .trim()
        .max(200)
        .nullish()
        .transform((v) => v || null),
      soleProprietor: z.boolean().default(false),
      firstName: text()
        .trim()
        .max(100)
        .nullish()
        .transform((v) => v || null),
      lastName: text()
        .trim()
        .max(100)
        .nullish()
        .transform((v) => v || null),
      dob: text()
        .nullish()
        .transform((v) => v || null),
      servicesOffered: text({ multiline: true })
        .trim()
        .max(2000)
        .nullish()
        .transform((v) => v || null),
      officeAddress: CompanyAddress,
      mailingAddress: CompanyAddress.nullish().transform((v) => v ?? null),
      mailingAddressSameAsDesignated: z.boolean().default(true),
      phoneNumber: text().trim().default(''),
      tinType: z.enum(['SSN', 'EIN', 'UNKNOWN']).default('UNKNOWN'),
      tin: text()
        .nullish()
        .transform((v) => (v ?? '').replace(/[-\s]/g, '')),
      duns: text()
        .nullish()
        .transform((v) => (v ?? '').replace(/[-\s]/g, '')),
      npi: text()
        .nullish()
        .transform((v) => (v ?? '').replace(/[-\s]/g, '')),
    })
    .superRefine((company, ctx) => {
      const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (!company.soleProprietor && !company.businessName) add('businessName', messages.required('Business Name'));
      if (company.soleProprietor) {
        if (!company.firstName) add('firstName', messages.required('First Name'));
        if (!company.lastName) add('lastName', messages.required('Last Name'));
        if (!company.dob) add('dob', messages.required('Date of Birth'));
        else if (!/^\d{4}-\d{2}-\d{2}$/.test(company.dob) || !isRealDate(company.dob) || company.dob > todayIso())
          add('dob', 'Date of Birth must be a valid date, not later than today');
      }
      if (requirements.servicesOfferedRequired && !company.servicesOffered) add('servicesOffered', messages.required('Services Offered'));
      addressIssues(company.officeAddress, 'officeAddress', ctx);
      if (!company.mailingAddressSameAsDesignated) {
        if (!company.mailingAddress) add('mailingAddress', messages.required('Mailing Address'));
        else addressIssues(company.mailingAddress, 'mailingAddress', ctx);
      }
      if (!company.phoneNumber) add('phoneNumber', messages.required('Phone Number'));
      else if (!PHONE_PATTERN.test(company.phoneNumber)) add('phoneNumber', messages.phone);
      if (company.tinType === 'UNKNOWN') add('tinType', TIN_TYPE_REQUIRED);
      if (!company.tin) add('tin', messages.required('Tax ID'));
      else if (!/^\d{9}$/.test(company.tin)) add('tin', messages.nDigits('Tax ID', 9));
      if (company.duns && !/^\d{9}$/.test(company.duns)) add('duns', messages.nDigits('DUNS', 9));
      if (company.npi && !/^\d{10}$/.test(company.npi)) add('npi', messages.nDigits('NPI', 10));
    });
}
/** Route body shape (the service applies the client configuration's rules). */
export const CompanyProfileInput = companyProfileSchema({ servicesOfferedRequired: false });
export type CompanyProfileValues = z.output<typeof CompanyProfileInput>;

/** The company profile as the server answers it (TIN in full: only this screen needs it). */
export const CompanyProfile = z.object({
  businessName: z.string().nullable(),
  dbaName: z.string().nullable(),
  soleProprietor: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dob: z.string().nullable(),
  servicesOffered: z.string().nullable(),
  officeAddress: z.object({
    addrLine1: z.string(),
    addrLine2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
  }),
  mailingAddress: z
    .object({
      addrLine1: z.string(),
      addrLine2: z.string().nullable(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
      country: z.string(),
    })
    .nullable(),
  mailingAddressSameAsDesignated: z.boolean(),
  phoneNumber: z.string().nullable(),
  tinType: z.enum(['SSN', 'EIN', 'UNKNOWN']),
  tin: z.string().nullable(),
  duns: z.string().nullable(),
  npi: z.string().nullable(),
  servicesOfferedRequired: z.boolean(),
});
export type CompanyProfile = z.infer<typeof CompanyProfile>;

export const RevisionNote = z.object({
  id: z.number().int(),
  note: z.string(),
  completed: z.boolean(),
  vendorData: z.string().nullable(),
  clientName: z.string(),
});
export const RevisionNoteList = z.array(RevisionNote);
