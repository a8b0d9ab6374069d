import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { VendorSetupRequest } from '@app/shared/vendor-setup/vendor-setup';

/** The set-up form's values: the selects hold '' until chosen and the captcha token null until solved. */
export interface VendorSetupFormValues {
  userFirstName: string;
  userLastName: string;
  userPhoneNumber: string;
  userEmail: string;
  covManagerId: number | '';
  covBusinessName: string;
  covEmail: string;
  covPhoneNumber: string;
  covVendorCategoryId: number | '';
  captchaToken: string | null;
}

export const EMPTY_VENDOR_SETUP_FORM: VendorSetupFormValues = {
  userFirstName: '',
  userLastName: '',
  userPhoneNumber: '',
  userEmail: '',
  covManagerId: '',
  covBusinessName: '',
  covEmail: '',
  covPhoneNumber: '',
  covVendorCategoryId: '',
  captchaToken: null,
};

/** The two steps of the stepper (spec 001 §2) and the fields each one checks before moving on. */
export const VENDOR_SETUP_STEPS = [
  { label: 'Profile Information', fields: ['userFirstName', 'userLastName', 'userPhoneNumber', 'userEmail'] },
  {
    label: 'Vendor Information',
    fields: ['covManagerId', 'covBusinessName', 'covEmail', 'covPhoneNumber', 'covVendorCategoryId', 'captchaToken'],
  },
] as const satisfies readonly { label: string; fields: readonly (keyof VendorSetupFormValues)[] }[];

export const VENDOR_SETUP_FORM_FIELDS = VENDOR_SETUP_STEPS.flatMap((step) => step.fields);

/** The step holding a field, so a server field error can bring the user back to it. */
export function stepOfField(field: string): number {
  const index = VENDOR_SETUP_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index < 0 ? VENDOR_SETUP_STEPS.length - 1 : index;
}

/** The shared schema validates the form (both sides); its output is the POST body. */
export const vendorSetupResolver = zodResolver(VendorSetupRequest) as unknown as Resolver<
  VendorSetupFormValues,
  unknown,
  VendorSetupRequest
>;

const help = ', please try again or contact us for help';
/** Failed look-ups (spec 001 §8). */
export const SETUP_LOOKUP_FAILED = {
  client: `Error getting corporate facility data${help}`,
  facilities: `Error getting facility data${help}`,
  categories: `Error getting vendor categories${help}`,
} as const;
