import { z } from 'zod';
import { text } from '../validation/text';
import { messages } from '../validation/messages';

export const SIGNUP_ID_LENGTH = 8;

/** SignupID field rule (spec 000 §5): required, not blank, exactly 8 characters. */
export const SignupIdField = z
  .string({ error: messages.required('SignupID') })
  .trim()
  .min(1, { message: messages.required('SignupID') })
  .refine((value) => value.length === SIGNUP_ID_LENGTH, { message: messages.nChars('SignupID', SIGNUP_ID_LENGTH) });

export const SignupIdParams = z.object({ signupId: text().trim().min(1).max(20) });

/** Connect answer (spec 000 §3 SignupID check): 'valid' or 'used-signup-code' with a message. */
export const SignupIdCheckResponse = z.object({ status: z.enum(['valid', 'used-signup-code']), message: z.string() });
export const SignupClientName = z.object({ clientName: z.string() });

export const SIGNUP_ID_MAINTENANCE_MESSAGE =
  'Connecting a new SignupID is temporarily disabled while we perform maintenance. Please try again later.';
export const SIGNUP_ID_UNKNOWN_MESSAGE =
  'We could not find that SignupID. Please check the code you were given, or contact the customer who sent it.';
export const SIGNUP_ID_USED_MESSAGE = 'This SignupID has already been used. Please ask the customer who sent it for a new one.';
/** A code of a vendor group already linked to another vendor (issue 29): a new account must not take the group over. */
export const SIGNUP_ID_OTHER_VENDOR_MESSAGE =
  'This SignupID belongs to another vendor account with this customer. Sign in with that account, or ask the customer who sent it for a SignupID of your own.';
export const SIGNUP_ID_CONNECT_ERROR = 'Error with that signup ID, please contact us for help.';
