import { z } from 'zod';
import { text } from '../validation/text';

/** The spec's texts of the signup code search and the Vendor Group Manager (spec 002 §5, §8). */
export const VENDOR_GROUP_TEXTS = {
  enterSignupCode: 'Enter a Signup Code',
  notFound: 'Unable to find vendor group',
  businessNamesFailed: 'Error getting business names',
  otherCodesFailed: 'Error getting other signup codes',
  noChanges: 'No changes were made',
  trashedSuffix: ' - Trashed',
} as const;

/** 'Successfully moved N COV(s)' (success). */
export const movedText = (count: number) => `Successfully moved ${count} COV(s)`;
/** 'N COV(s) could not be moved: {ids}' (error). */
export const couldNotMoveText = (ids: readonly number[]) => `${ids.length} COV(s) could not be moved: ${ids.join(', ')}`;

/** The four outcomes of a regroup as the spec words them: which text, at which severity. */
export function regroupOutcome(result: { covsThatMoved: readonly number[]; covsThatCouldNotMove: readonly number[] }): {
  severity: 'info' | 'success' | 'error' | 'warning';
  text: string;
} {
  const { covsThatMoved: moved, covsThatCouldNotMove: failed } = result;
  if (moved.length === 0 && failed.length === 0) return { severity: 'info', text: VENDOR_GROUP_TEXTS.noChanges };
  if (failed.length === 0) return { severity: 'success', text: movedText(moved.length) };
  if (moved.length === 0) return { severity: 'error', text: couldNotMoveText(failed) };
  return { severity: 'warning', text: `${movedText(moved.length)}. ${couldNotMoveText(failed)}` };
}

/** The grouping file's texts (spec 002 §8). */
export const GROUPING_TEXTS = {
  invalidFile: 'Invalid file. Please upload a file with three columns in this order: cov id, old group id, new group id',
  unknownError: 'Unknown error. Please try again later',
  success:
    'The grouping file was processed. There is no way to view the results here: load the groups in the Vendor Group Manager to see them.',
} as const;

const positiveId = (message: string) =>
  z.coerce
    .number({ message })
    .int({ message })
    .positive({ message })
    .max(2 ** 53 - 1, { message });

/** A signup code in a path: the search requires a value (spec 002 §5). */
export const SignupCodeParams = z.object({
  signupId: text({ error: VENDOR_GROUP_TEXTS.enterSignupCode })
    .trim()
    .min(1, { message: VENDOR_GROUP_TEXTS.enterSignupCode })
    .max(50, { message: 'A signup code has at most 50 characters' }),
});
export const CovgIdParams = z.object({ covgId: positiveId('Enter a COVG ID') });
export const CovIdParams = z.object({ covId: positiveId('Enter a COV ID') });
export const PtidParams = z.object({
  ptid: text({ error: 'Enter a PTID' }).trim().min(1, { message: 'Enter a PTID' }).max(50, { message: 'A PTID has at most 50 characters' }),
});

/** Signup code (spec 002 §3). */
export const SignupCode = z.object({
  code: z.string(),
  used: z.boolean(),
  usedUsername: z.string().nullable(),
  usedUserEmail: z.string().nullable(),
  usedTime: z.string().nullable(),
  covgId: z.number().int(),
});
export type SignupCode = z.infer<typeof SignupCode>;

/** COV (spec 002 §3): the TIN only as its last four digits behind a mask. */
export const Cov = z.object({
  id: z.number().int(),
  covgId: z.number().int(),
  clientId: z.number().int(),
  legalName: z.string(),
  vendorNumber: z.string(),
  tin: z.string().nullable(),
  tinType: z.enum(['SSN', 'EIN', 'UNKNOWN']),
  ptid: z.string().nullable(),
  managerName: z.string().nullable(),
  vendorCategory: z.string().nullable(),
  createdByOnboarding: z.boolean(),
  trashed: z.boolean(),
  createTime: z.string(),
  createUser: z.string().nullable(),
  lastModTime: z.string(),
  lastModUser: z.string().nullable(),
  trashTime: z.string().nullable(),
});
export type Cov = z.infer<typeof Cov>;

/** The platform vendor a group is linked to (spec 002 §3 COVG vendor); TIN masked. */
export const CovgVendor = z.object({
  id: z.number().int(),
  ptid: z.string(),
  legalName: z.string().nullable(),
  tin: z.string().nullable(),
  tinType: z.enum(['SSN', 'EIN', 'UNKNOWN']),
  createTime: z.string(),
});

/** Vendor group (COVG, spec 002 §3), with its client, codes, COVs and linked vendor. */
export const Covg = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  clientName: z.string(),
  preferredName: z.string(),
  extraNames: z.array(z.string()),
  signupCodes: z.array(z.object({ code: z.string() })),
  vendorCategory: z.string().nullable(),
  hasWorkflow: z.boolean(),
  trashed: z.boolean(),
  createTime: z.string(),
  createUser: z.string().nullable(),
  lastModTime: z.string(),
  lastModUser: z.string().nullable(),
  trashTime: z.string().nullable(),
  covs: z.array(Cov),
  vendor: CovgVendor.nullable(),
});
export type Covg = z.infer<typeof Covg>;

/**
 * POST /services/covg/regroup: the loaded groups as they should be, each with the COVs it should hold.
 * A group without `id` is a New Group (of the client of the COVs dropped into it).
 */
export const RegroupRequest = z.object({
  covgs: z
    .array(
      z.object({
        id: positiveId('Enter a COVG ID').nullable().optional(),
        covs: z.array(z.object({ id: positiveId('Enter a COV ID') })).max(5000, { message: 'At most 5000 COVs per group' }),
      }),
    )
    .min(1, { message: 'Send at least one vendor group' })
    .max(500, { message: 'At most 500 vendor groups at once' }),
});
export type RegroupRequest = z.infer<typeof RegroupRequest>;

export const RegroupResult = z.object({
  affectedCovgs: z.array(Covg),
  covsThatMoved: z.array(z.number().int()),
  covsThatCouldNotMove: z.array(z.number().int()),
});
export type RegroupResult = z.infer<typeof RegroupResult>;

/** POST /services/grouping/uploads. */
export const GroupingUploadRequest = z.object({ fileId: positiveId('Upload a file first') });
export const GroupingUploadResult = z.object({ rows: z.number().int(), covsThatMoved: z.array(z.number().int()) });
export type GroupingUploadResult = z.infer<typeof GroupingUploadResult>;

/**
 * The Vendor Group Manager's identifiers: several values separated by spaces or commas, each once, in
 * the order typed (spec 002 §2).
 */
export function parseIdentifiers(input: string): string[] {
  const values = input
    .split(/[\s,]+/)
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return [...new Set(values)];
}
