import { z } from 'zod';
import { text } from '../validation/text';

export const AlertStatus = z.enum(['OPEN', 'CONFIRMED', 'CLEARED']);
export type AlertStatus = z.infer<typeof AlertStatus>;
export const SubjectType = z.enum(['VENDOR', 'OWNER', 'EMPLOYEE']);

/** Exclusion alert group (spec 000 §3): the alerts of one subject on one list. */
export const AlertGroup = z.object({ id: z.string(), sourceName: z.string(), alerts: z.array(z.object({ id: z.number().int() })) });
export const AlertGroupList = z.array(AlertGroup);
export type AlertGroup = z.infer<typeof AlertGroup>;

/** Alert detail (spec 000 §3): the subject's data and the list record with why it matched. */
export const AlertDetail = z.object({
  monitoredSubjectDetails: z.record(z.string(), z.string()),
  alertDetails: z.record(z.string(), z.string()),
});
export type AlertDetail = z.infer<typeof AlertDetail>;

export const AlertHistoryEntry = z.object({
  occurredAt: z.string(),
  username: z.string().nullable(),
  fromStatus: AlertStatus.nullable(),
  toStatus: AlertStatus,
  reason: z.string(),
  note: z.string().nullable(),
});

export const Evidence = z.object({
  field: z.string(),
  subjectValue: z.string().optional().nullable(),
  listValue: z.string().optional().nullable(),
  verdict: z.enum(['agree', 'close', 'disagree', 'missing']),
  note: z.string().optional().nullable(),
});

/** An alert as admins review it. */
export const AlertSummary = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  vendorName: z.string().nullable(),
  subjectType: SubjectType,
  subjectId: z.number().int(),
  sourceId: z.string(),
  sourceName: z.string(),
  recordId: z.string(),
  matchedName: z.string(),
  score: z.number(),
  band: z.enum(['MATCH', 'POSSIBLE']),
  status: AlertStatus,
  reasons: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AlertSummary = z.infer<typeof AlertSummary>;

export const AlertPage = z.object({ content: z.array(AlertSummary), total: z.number().int() });

export const AlertReview = AlertSummary.extend({
  evidence: z.array(Evidence),
  record: z.record(z.string(), z.unknown()),
  history: z.array(AlertHistoryEntry),
});

export const AlertListQuery = z.object({
  status: AlertStatus.optional(),
  subjectType: SubjectType.optional(),
  vendorId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(50),
});

export const ALERT_NOTE_MAX = 2000;
/** Resolve an alert: the new progress status and an optional note (kept in its history). */
export const ResolveAlertRequest = z.object({
  status: AlertStatus,
  note: text({ multiline: true })
    .trim()
    .max(ALERT_NOTE_MAX, { message: `Max of ${ALERT_NOTE_MAX} characters` })
    .optional(),
});
