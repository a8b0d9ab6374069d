import { z } from 'zod';
import { text } from '../validation/text';
import { messages } from '../validation/messages';
import { SubscriptionType } from './subscriptions';

export const PaymentType = z.enum(['CREDIT_CARD', 'ACH']);
export type PaymentType = z.infer<typeof PaymentType>;

/** The method on file (spec 001 §3), or null. */
export const PaymentMethod = z.object({ paymentType: PaymentType, lastFour: z.string(), cardType: z.string().nullable() });
export const CurrentPaymentMethod = z.object({ paymentMethod: PaymentMethod.nullable() });

/** Save a payment method from a gateway nonce (Braintree hosted fields, or the sandbox tokenizer). */
export const SavePaymentMethodRequest = z.object({ nonce: text().min(1).max(200), paymentType: PaymentType });

export const ClientTokenResponse = z.object({ clientToken: z.string(), mode: z.enum(['sandbox', 'braintree']) });

export const PaymentStatus = z.enum(['PAID', 'FAILED', 'PENDING']);
/** A payment history row (spec 001 §3). Amount in cents. */
export const PaymentRow = z.object({
  id: z.number().int(),
  status: PaymentStatus,
  amount: z.number().int(),
  paymentDate: z.string(),
  subscriptionType: SubscriptionType,
  clientName: z.string().nullable(),
  description: z.string(),
});
export const PaymentPage = z.object({ content: z.array(PaymentRow), total: z.number().int() });
export const PAYMENT_PAGE_SIZE = 10;
export const ReceiptRequest = z.object({ paymentId: z.number().int().positive() });

/** Texts of spec 001 §8. */
export const PAYMENT_TEXTS = {
  cardFailure:
    'There was a problem processing your credit card; please double check your payment information and try again. If this problem continues, please contact your bank for further assistance.',
  bankFailure: 'Error saving ACH payment.',
  subscriptionFailure: 'Error processing payment, please try again or contact us for support',
  selectMethod: 'Please select or enter a payment method',
  cardSaved: (lastFour: string) => `You've successfully added credit card *******${lastFour}`,
  bankSaved: (lastFour: string) => `You've successfully added bank account *******${lastFour}`,
} as const;

/** Sandbox tokenizer input (sandbox mode only; Braintree mode tokenizes in the browser). */
export const SandboxCardRequest = z.object({
  cardholderName: text()
    .trim()
    .min(1, { message: messages.notBlank('Cardholder Name') })
    .max(100),
  number: text()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { message: 'Card number is invalid' })),
  cvv: text().regex(/^\d{3,4}$/, { message: 'CVV is invalid' }),
  expirationDate: text().regex(/^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/, { message: 'Expiration date is invalid' }),
  postalCode: text().regex(/^\d{5}$/, { message: messages.nDigits('Billing zip', 5) }),
});

export const SandboxBankRequest = z
  .object({
    routingNumber: text().regex(/^\d{9}$/, { message: messages.nDigits('Routing number', 9) }),
    accountNumber: text().regex(/^\d{4,17}$/, { message: 'Account number is invalid' }),
    accountType: z.enum(['checking', 'saving']),
    ownershipType: z.enum(['personal', 'business']),
    firstName: text().trim().max(100).optional(),
    lastName: text().trim().max(100).optional(),
    businessName: text().trim().max(200).optional(),
    billingAddress: z.object({
      streetAddress: text()
        .trim()
        .min(1, { message: messages.required('Street') }),
      extendedAddress: text().trim().optional(),
      locality: text()
        .trim()
        .min(1, { message: messages.required('City') }),
      region: text()
        .trim()
        .min(1, { message: messages.required('State') }),
      postalCode: text().regex(/^\d{5}(-?\d{4})?$/, { message: messages.zip }),
    }),
    authorized: z.literal(true, { error: 'You must authorize the debit' }),
  })
  .refine((v) => v.ownershipType !== 'personal' || (Boolean(v.firstName) && Boolean(v.lastName)), {
    message: 'First and last name are required',
    path: ['firstName'],
  })
  .refine((v) => v.ownershipType !== 'business' || Boolean(v.businessName), {
    message: messages.required('Business name'),
    path: ['businessName'],
  });

export const SandboxTokenResponse = z.object({
  nonce: z.string(),
  details: z.object({ lastFour: z.string(), cardType: z.string().nullable() }),
});
