import { CancelReason } from '@app/shared/payments/subscriptions';
import { z } from 'zod';

export type CancelReasonValue = z.infer<typeof CancelReason>;

/** Readable labels of the cancel reasons (spec 001 §3), in the order offered. */
export const CANCEL_REASON_LABEL: Readonly<Record<CancelReasonValue, string>> = {
  CVC_CANCEL: 'My customer no longer requires VendorProof',
  CVC_NO_LONGER_WORK_WITH: 'I no longer work with this customer',
  GOING_OUT_OF_BUSINESS: 'I am going out of business',
  OTHER: 'Other',
};

export const CANCEL_REASONS = CancelReason.options;

const REASON_REQUIRED = 'Please select a reason';
const DETAILS_REQUIRED = 'Please tell us why';

/**
 * The cancel-reason form (spec 001 §5): a reason is required to turn VendorProof's auto-renew off, and
 * details when the reason is OTHER.
 */
export const CancelReasonFormSchema = z
  .object({
    selectedReason: z.union([CancelReason, z.literal('')]).refine((reason) => reason !== '', { message: REASON_REQUIRED }),
    selectedReasonDetails: z.string().trim().max(1000),
  })
  .refine((form) => form.selectedReason !== 'OTHER' || form.selectedReasonDetails.length > 0, {
    message: DETAILS_REQUIRED,
    path: ['selectedReasonDetails'],
  });

export type CancelReasonFormValues = z.input<typeof CancelReasonFormSchema>;

/** What the update call carries: details only with OTHER. */
export function cancelReasonBody(
  form: CancelReasonFormValues,
): { selectedReason: CancelReasonValue; selectedReasonDetails: string | null } | null {
  const parsed = CancelReasonFormSchema.safeParse(form);
  if (!parsed.success) return null;
  const reason = parsed.data.selectedReason;
  return { selectedReason: reason, selectedReasonDetails: reason === 'OTHER' ? parsed.data.selectedReasonDetails : null };
}
