import { SandboxBankRequest } from '@app/shared/payments/payments';
import { messages } from '@app/shared/validation/messages';
import type { z } from 'zod';

/**
 * The bank form (spec 001 §5): the sandbox tokenizer's schema; the last name field also says when it
 * is missing (the shared rule puts "First and last name are required" on the first name).
 */
export const BankAccountFormSchema = SandboxBankRequest.superRefine((account, ctx) => {
  if (account.ownershipType === 'personal' && !account.lastName?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['lastName'], message: messages.required('Last name') });
  }
});

export type BankAccountFormOutput = z.output<typeof BankAccountFormSchema>;
/** The form holds the authorization checkbox as a boolean; the schema accepts only a ticked one. */
export type BankAccountFormValues = Omit<z.input<typeof BankAccountFormSchema>, 'authorized'> & { authorized: boolean };

export const EMPTY_BANK_ACCOUNT_FORM: BankAccountFormValues = {
  routingNumber: '',
  accountNumber: '',
  accountType: 'checking',
  ownershipType: 'personal',
  firstName: '',
  lastName: '',
  businessName: '',
  billingAddress: { streetAddress: '', extendedAddress: '', locality: '', region: '', postalCode: '' },
  authorized: false,
};

/** Field names, for putting the tokenizer's field errors onto the form. */
export const BANK_ACCOUNT_FORM_FIELDS = [
  'routingNumber',
  'accountNumber',
  'accountType',
  'ownershipType',
  'firstName',
  'lastName',
  'businessName',
  'billingAddress.streetAddress',
  'billingAddress.extendedAddress',
  'billingAddress.locality',
  'billingAddress.region',
  'billingAddress.postalCode',
  'authorized',
] as const;
