import { z } from 'zod';
import { text } from '../validation/text';
import { messages } from '../validation/messages';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../validation/fields';

const required = (field: string, max = 200) =>
  text({ error: messages.required(field) })
    .trim()
    .min(1, { message: messages.required(field) })
    .max(max, { message: messages.maxChars(max) });
const email = (field: string) => required(field).refine((value) => EMAIL_PATTERN.test(value), { message: messages.email });
const phone = (field: string) => required(field).refine((value) => PHONE_PATTERN.test(value), { message: messages.phone });

/** Vendor set-up payload (spec 001 §3) with the rules of §5 Vendor set-up. */
export const VendorSetupRequest = z.object({
  userFirstName: required('First Name', 100),
  userLastName: required('Last Name', 100),
  userPhoneNumber: phone('Phone Number'),
  userEmail: email('Email'),
  covManagerId: z
    .number({ error: messages.required('Facility') })
    .int()
    .positive(),
  covBusinessName: required('Business Name'),
  covEmail: email('Business Email'),
  covPhoneNumber: phone('Business Phone Number'),
  covVendorCategoryId: z
    .number({ error: messages.required('Vendor Category') })
    .int()
    .positive(),
  captchaToken: text({ error: 'Please complete the captcha' }).min(10, { message: 'Please complete the captcha' }).max(5000),
});
export type VendorSetupRequest = z.infer<typeof VendorSetupRequest>;

export const VENDOR_SETUP_FAILED = 'Error adding vendor, please try again or contact us for support';
export const CAPTCHA_FAILED = 'The captcha could not be verified. Please try again.';

export const VENDOR_CATEGORIES = [
  'Medical Supplies',
  'Durable Medical Equipment',
  'Staffing',
  'Pharmacy',
  'Laboratory Services',
  'Facilities and Maintenance',
  'IT and Software',
  'Professional Services',
  'Food Services',
  'Other',
] as const;
