import { z } from 'zod';
import { text } from '../validation/text';
import { messages } from '../validation/messages';
import { ZIP_PATTERN } from '../validation/fields';
import { isUsStateCode } from '../platform/us-states';
import { isRealDate, todayIso } from '../employees/employee';
import { ZIP_STATE_MESSAGE, zipMatchesState } from '../company/zip-state';

/** Client requirements that change the owner rules (spec 001 §3 Client configuration). */
export interface OwnerRequirements {
  dobRequired: boolean;
  taxIdRequired: boolean;
  requiredAtSignup: boolean;
}

export const OWNERSHIP_TOTAL_MESSAGE = 'Total % must not exceed 100%';
export const AT_LEAST_ONE_OWNER_MESSAGE = 'Please enter at least one owner';
/** Next is refused while an owner form or the percentages are being edited (spec 001 §5). */
export const UNSAVED_OWNER_CHANGES_MESSAGE = 'Please save your changes or cancel out of them';
/** An ownership interest is 5 percent or more (spec 001 §5). */
export const OWNERSHIP_INTEREST_PERCENT = 5;

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, { message: messages.maxChars(max) })
    .nullish()
    .transform((value) => value || null);

/**
 * The tax id already on file for an owner being edited. Only its last four digits ever leave the server,
 * so an edit leaves the tax id blank to keep it; that keeps satisfying OWNER_TIN while the owner stays
 * the same kind (an SSN is no EIN once a person becomes a business).
 */
export interface StoredTaxId {
  thisIsABusiness: boolean;
}

/** True when a blank tax id on an edit keeps the stored one. */
export function keepsStoredTaxId(
  owner: { thisIsABusiness: boolean; taxId: string | null },
  stored: StoredTaxId | null | undefined,
): boolean {
  return !owner.taxId && !!stored && stored.thisIsABusiness === owner.thisIsABusiness;
}

/**
 * The owner form (spec 001 §5 Owner add/edit): a business needs its name, a person first and last name;
 * DOB not in the future and required only when a client requires OWNER_DOB; tax id 9 digits and
 * required only with OWNER_TIN (a kept tax id on file counts); NPI 10 digits; zip valid for the state.
 */
export function ownerInputSchema(requirements: OwnerRequirements, storedTaxId?: StoredTaxId | null) {
  return z
    .object({
      thisIsABusiness: z.boolean().default(false),
      businessName: optionalText(200),
      firstName: optionalText(100),
      lastName: optionalText(100),
      dob: text()
        .nullish()
        .transform((value) => value || null)
        .refine((value) => value === null || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value)), {
          message: 'Date of Birth must be a valid date',
        })
        .refine((value) => value === null || value <= todayIso(), { message: 'Date of Birth cannot be later than today' }),
      gender: z
        .enum(['Male', 'Female', 'Unspecified'])
        .nullish()
        .transform((value) => value ?? null),
      street1: optionalText(200),
      street2: optionalText(200),
      city: optionalText(100),
      state: text()
        .trim()
        .nullish()
        .transform((value) => (value ? value.toUpperCase() : null))
        .refine((value) => value === null || isUsStateCode(value), { message: 'Choose a state from the list' }),
      postalCode: text()
        .trim()
        .nullish()
        .transform((value) => value || null)
        .refine((value) => value === null || ZIP_PATTERN.test(value), { message: messages.zip }),
      taxId: text()
        .nullish()
        .transform((value) => (value ? value.replace(/[-\s]/g, '') : null))
        .refine((value) => value === null || /^\d{9}$/.test(value), { message: messages.nDigits('Tax ID', 9) }),
      npi: text()
        .nullish()
        .transform((value) => (value ? value.replace(/[-\s]/g, '') : null))
        .refine((value) => value === null || /^\d{10}$/.test(value), { message: messages.nDigits('NPI', 10) }),
      ownershipPercentage: z.number().int().min(0).max(100, { message: OWNERSHIP_TOTAL_MESSAGE }).default(0),
    })
    .superRefine((owner, ctx) => {
      if (owner.thisIsABusiness && !owner.businessName)
        ctx.addIssue({ code: 'custom', path: ['businessName'], message: messages.required('Company') });
      if (!owner.thisIsABusiness) {
        if (!owner.firstName) ctx.addIssue({ code: 'custom', path: ['firstName'], message: messages.required('First Name') });
        if (!owner.lastName) ctx.addIssue({ code: 'custom', path: ['lastName'], message: messages.required('Last Name') });
        if (requirements.dobRequired && !owner.dob)
          ctx.addIssue({ code: 'custom', path: ['dob'], message: messages.required('Date of Birth') });
      }
      if (owner.postalCode && owner.state && !zipMatchesState(owner.postalCode, owner.state))
        ctx.addIssue({ code: 'custom', path: ['postalCode'], message: ZIP_STATE_MESSAGE });
      if (requirements.taxIdRequired && !owner.taxId && !keepsStoredTaxId(owner, storedTaxId))
        ctx.addIssue({ code: 'custom', path: ['taxId'], message: messages.required('Tax ID') });
    });
}
/** The schema with no client requirements (the route's body shape; the service applies the real ones). */
export const OwnerInput = ownerInputSchema({ dobRequired: false, taxIdRequired: false, requiredAtSignup: false });
export type OwnerValues = z.output<typeof OwnerInput>;

export const Owner = z.object({
  ownerId: z.number().int(),
  thisIsABusiness: z.boolean(),
  businessName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dob: z.string().nullable(),
  gender: z.enum(['Male', 'Female', 'Unspecified']).nullable(),
  street1: z.string().nullable(),
  street2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  /** Only the last four digits leave the server. */
  taxIdLastFour: z.string().nullable(),
  npi: z.string().nullable(),
  ownershipPercentage: z.number().int(),
  status: z.object({ name: z.enum(['COMPLIANT', 'NON_COMPLIANT']), desc: z.string() }),
});
export type Owner = z.infer<typeof Owner>;

export const OwnerRequirementsResponse = z.object({ dobRequired: z.boolean(), taxIdRequired: z.boolean(), requiredAtSignup: z.boolean() });

/** PUT ownership percentages: ownerId → whole-number percentage; the total must not exceed 100. */
export const OwnershipPercentagesRequest = z
  .record(text().regex(/^\d+$/), z.number().int().min(0, { message: 'Must be a number' }).max(100, { message: OWNERSHIP_TOTAL_MESSAGE }))
  .refine((map) => Object.values(map).reduce((sum, value) => sum + value, 0) <= 100, { message: OWNERSHIP_TOTAL_MESSAGE });
