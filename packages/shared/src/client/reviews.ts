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
