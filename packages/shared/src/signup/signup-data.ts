import { z } from 'zod';

/** What the signup wizard needs for a code (spec 001 §3 Signup data). */
export const SignupData = z.object({
  client: z.object({ id: z.number().int(), name: z.string(), ownersIncludeManagingEmployees: z.boolean() }),
  vendor: z.object({ id: z.number().int() }),
  paymentRequired: z.boolean(),
  /** VendorProof is not paid but this client waives it or has yet to decide the vendor's waiver request (issue 15). */
  paymentWaived: z.boolean(),
  skipSignup: z.boolean(),
});
export type SignupData = z.infer<typeof SignupData>;

/**
 * Finishing signup: the disclosure forms (checklist item ids) the wizard showed as steps. The server
 * marks them complete and finishes the signup in one transaction; a form that fails the check stops
 * both.
 */
export const FinishSignupRequest = z.object({ shownFormItemIds: z.array(z.number().int().positive()).max(100) });
export type FinishSignupRequest = z.infer<typeof FinishSignupRequest>;

/** The answer to finishing signup: whether the vendor had already signed up with this client. */
export const FinishedSignup = z.object({ alreadySignedUp: z.boolean(), clientName: z.string() });
export type FinishedSignup = z.infer<typeof FinishedSignup>;
