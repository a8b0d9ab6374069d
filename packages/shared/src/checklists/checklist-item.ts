import { z } from 'zod';
import { jsonValue, text } from '../validation/text';
import { QuestionGroup } from '../disclosures/question-model';

export const CompletionStatusName = z.enum(['NOT_STARTED', 'INCOMPLETE', 'REVISION_NEEDED', 'COMPLETE']);
export type CompletionStatusName = z.infer<typeof CompletionStatusName>;

export const COMPLETION_STATUS_TEXT: Record<CompletionStatusName, string> = {
  NOT_STARTED: 'Not Started',
  INCOMPLETE: 'Incomplete',
  REVISION_NEEDED: 'Revision Needed',
  COMPLETE: 'Complete',
};

export const ChecklistItemType = z.enum(['EVD', 'W9', 'MONTHLY_POM', 'POM', 'OTHER']);

/** A to-do (spec 000 §3 Checklist item). `customerId` is the client's id. */
export const ChecklistItemSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ChecklistItemType,
  priority: z.number().int(),
  clientId: z.number().int(),
  customerId: z.number().int(),
  clientName: z.string(),
  dueDate: z.string().nullable(),
  completionStatus: z.object({ name: CompletionStatusName, desc: z.string() }),
  evdViewName: z.string().nullable(),
  configurationId: z.number().int().nullable(),
});
export type ChecklistItemSummary = z.infer<typeof ChecklistItemSummary>;
export const ChecklistItemList = z.array(ChecklistItemSummary);

/** The document a vendor uploaded for a to-do completed by a document (type OTHER: insurance certificate, BAA). */
export const TodoDocument = z.object({ fileEntityId: z.number().int(), filename: z.string(), uploadedAt: z.string() });
export type TodoDocument = z.infer<typeof TodoDocument>;

/** A to-do with its form: each question carries its saved `value` and any `revisionNote`. */
export const ChecklistItemDetail = ChecklistItemSummary.extend({
  questionGroups: z.array(QuestionGroup),
  revisionsRequested: z.array(z.string()),
  document: TodoDocument.nullable(),
});
export type ChecklistItemDetail = z.infer<typeof ChecklistItemDetail>;

/**
 * Saving a form: the answers by dataPointId, or (as the legacy client sends) the whole item whose
 * questions carry their values.
 */
export const SaveChecklistItemRequest = z.object({
  answers: z.record(text(), jsonValue()).optional(),
  questionGroups: z
    .array(
      z
        .object({ questions: z.array(z.object({ dataPointId: text(), value: jsonValue().optional() }).catchall(jsonValue())) })
        .catchall(jsonValue()),
    )
    .optional(),
});
export type SaveChecklistItemRequest = z.infer<typeof SaveChecklistItemRequest>;

export const MarkCompleteQuery = z.object({
  markComplete: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** Disclosure history (spec 000 §3). */
export const DisclosureHistory = z.object({
  disclosures: z.array(
    z.object({
      submissionDate: z.string(),
      username: z.string(),
      metaData: z.object({ submissionId: z.number().int(), configurationId: z.number().int(), evdName: z.string() }),
    }),
  ),
  revisionsRequested: z.array(z.string()),
});

/** Historical configuration (spec 001 §3): a tab per client disclosure form. */
export const HistoricalConfiguration = z.object({ id: z.number().int(), evdId: z.number().int(), evdName: z.string() });
export const HistoricalConfigurationList = z.array(HistoricalConfiguration);

/** A submitted (read-only) or new disclosure form. */
export const DisclosureForm = z.object({
  submissionId: z.number().int().nullable(),
  configurationId: z.number().int(),
  evdName: z.string(),
  evdViewName: z.string(),
  clientId: z.number().int(),
  clientName: z.string(),
  submissionDate: z.string().nullable(),
  username: z.string().nullable(),
  questionGroups: z.array(QuestionGroup),
});

/** Handing in a document for a to-do (issue 33): a file the vendor uploaded into the todoDocument directory. */
export const AttachTodoDocumentRequest = z.object({ fileEntityId: z.number().int().positive() });
export type AttachTodoDocumentRequest = z.infer<typeof AttachTodoDocumentRequest>;
