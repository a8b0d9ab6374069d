import { z } from 'zod';
import { text } from '../validation/text';

export const REVISION_NOTE_REQUIRED = 'Please describe what the vendor must change.';
export const REVIEW_ITEM_TYPES = ['EVD', 'W9', 'AccountInfo'] as const;

/**
 * A client's revision request (spec 001 revision request notes): a disclosure (EVD, with its to-do and
 * optionally the question), the W-9 or the company data (optionally which field). The vendor sees the note
 * where its screens show revision notes.
 */
export const RevisionRequest = z
  .object({
    type: z.enum(REVIEW_ITEM_TYPES),
    checklistItemId: z.number().int().positive().optional(),
    dataPointId: text().trim().max(100).optional(),
    vendorDataKey: text().trim().max(100).optional(),
    note: text({ multiline: true, error: REVISION_NOTE_REQUIRED }).trim().min(1, REVISION_NOTE_REQUIRED).max(2000),
  })
  .refine((request) => request.type !== 'EVD' || request.checklistItemId !== undefined, {
    message: 'Choose the form the revision is about.',
    path: ['checklistItemId'],
  });
export type RevisionRequest = z.input<typeof RevisionRequest>;

/** The client accepts what the vendor submitted. */
export const AcceptRequest = z
  .object({ type: z.enum(REVIEW_ITEM_TYPES), checklistItemId: z.number().int().positive().optional() })
  .refine((request) => request.type !== 'EVD' || request.checklistItemId !== undefined, {
    message: 'Choose the form to accept.',
    path: ['checklistItemId'],
  });
export type AcceptRequest = z.input<typeof AcceptRequest>;

export const ReviewResult = z.object({ id: z.number().int(), decision: z.enum(['ACCEPTED', 'REVISION_REQUESTED']) });

/** The client's own follow-up of an alert (DOMAIN.md: client review progress), apart from the platform's decision. */
export const CLIENT_ALERT_PROGRESS = { NEEDS_REVIEW: 'Needs Review', IN_PROGRESS: 'In Progress', RESOLVED: 'Resolved' } as const;
export const ClientAlertProgress = z.enum(['NEEDS_REVIEW', 'IN_PROGRESS', 'RESOLVED'], { error: 'Choose a review progress' });
export type ClientAlertProgress = z.infer<typeof ClientAlertProgress>;

/** POST /client/vendors/{covgId}/alerts/{alertId}/reviews: set the progress, with an optional note. */
export const ClientAlertReviewRequest = z.object({
  progress: ClientAlertProgress,
  note: text({ multiline: true }).trim().max(2000).optional(),
});
export type ClientAlertReviewRequest = z.input<typeof ClientAlertReviewRequest>;

export const ClientAlertReviewEntry = z.object({
  progress: ClientAlertProgress,
  note: z.string().nullable(),
  by: z.string(),
  at: z.string(),
});
export type ClientAlertReviewEntry = z.infer<typeof ClientAlertReviewEntry>;
