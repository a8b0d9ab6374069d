import { maskTin } from '@app/shared/company/tin-mask';
import type { z } from 'zod';
import type { Owner, OwnerInput } from '@app/shared/owners/owner';

/** The owner form's values (the shared schema's input); text fields keep strings, '' for empty. */
export type OwnerFormValues = z.input<typeof OwnerInput>;

/** Field names, for putting server field errors onto the form. */
export const OWNER_FORM_FIELDS = [
  'businessName',
  'firstName',
  'lastName',
  'dob',
  'gender',
  'street1',
  'street2',
  'city',
  'state',
  'postalCode',
  'taxId',
  'npi',
  'ownershipPercentage',
] as const satisfies readonly (keyof Required<OwnerFormValues>)[];

export const GENDERS = ['Male', 'Female', 'Unspecified'] as const;

/** An empty form: a person with no ownership share yet. */
export const EMPTY_OWNER_FORM: OwnerFormValues = {
  thisIsABusiness: false,
  businessName: '',
  firstName: '',
  lastName: '',
  dob: '',
  gender: null,
  street1: '',
  street2: '',
  city: '',
  state: '',
  postalCode: '',
  taxId: '',
  npi: '',
  ownershipPercentage: 0,
};

/**
 * The form values of a loaded owner (Cancel restores these). The tax id stays blank: only its last four
 * digits leave the server, and a blank tax id keeps the stored one.
 */
export function ownerFormValues(owner: Owner): OwnerFormValues {
  return {
    thisIsABusiness: owner.thisIsABusiness,
    businessName: owner.businessName ?? '',
    firstName: owner.firstName ?? '',
    lastName: owner.lastName ?? '',
    dob: owner.dob ?? '',
    gender: owner.gender,
    street1: owner.street1 ?? '',
    street2: owner.street2 ?? '',
    city: owner.city ?? '',
    state: owner.state ?? '',
    postalCode: owner.postalCode ?? '',
    taxId: '',
    npi: owner.npi ?? '',
    ownershipPercentage: owner.ownershipPercentage,
  };
}

/** How the owner is named in the list and in messages: the business name, or first and last name. */
export function ownerName(owner: Pick<Owner, 'thisIsABusiness' | 'businessName' | 'firstName' | 'lastName'>): string {
  if (owner.thisIsABusiness) return owner.businessName ?? '';
  return [owner.firstName, owner.lastName].filter(Boolean).join(' ');
}

/** How a stored tax id shows in view mode: only its last four digits, masked like SSN or EIN. */
export function maskedTaxId(lastFour: string | null, thisIsABusiness: boolean): string {
  if (!lastFour) return '';
  return maskTin(lastFour, thisIsABusiness ? 'EIN' : 'SSN');
}
