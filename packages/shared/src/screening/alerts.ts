import { z } from 'zod';
import { text } from '../validation/text';
import { LabelledField } from './list-record-fields';
import { CheckedList } from './lists-checked';

/** OPEN → (the vendor answers) VENDOR_RESPONDED → (the reviewer decides) CONFIRMED = excluded or CLEARED = not the same person. */
export const AlertStatus = z.enum(['OPEN', 'VENDOR_RESPONDED', 'CONFIRMED', 'CLEARED']);
export type AlertStatus = z.infer<typeof AlertStatus>;
/** What a reviewer may set: the vendor's answer is the vendor's to give. */
export const ReviewerAlertStatus = z.enum(['OPEN', 'CONFIRMED', 'CLEARED']);

/** Words for an alert's progress status, for vendors and clients. */
export const ALERT_STATUS_LABELS: Record<AlertStatus, string> = {
  OPEN: 'Possible match: waiting for your answer',
  VENDOR_RESPONDED: 'Answered: waiting for the reviewer',
  CONFIRMED: 'Confirmed: excluded',
  CLEARED: 'Cleared: not the same person',
};
export const SubjectType = z.enum(['VENDOR', 'OWNER', 'EMPLOYEE']);
export type SubjectType = z.infer<typeof SubjectType>;
/** What a subject is to its vendor, in a sentence ("Janice Allen, employee"). */
export const SUBJECT_ROLE: Record<SubjectType, string> = { VENDOR: 'company', OWNER: 'owner', EMPLOYEE: 'employee' };

/** A subject's kind as a column of a report shows it. */
export const SUBJECT_TYPE_TEXT: Record<SubjectType, string> = { VENDOR: 'Company', OWNER: 'Owner', EMPLOYEE: 'Employee' };

/** The subject of an alert as documents name it: "Janice Allen, employee" (issue 31). */
export function alertSubjectLabel(name: string, type: string): string {
  const role = SUBJECT_ROLE[type as SubjectType];
  return role ? `${name}, ${role}` : name;
}

/**
 * An alert's status in reports, CSVs and e-mails, for whoever reads them (vendor, client, auditor): the
 * words of the client Alerts tab, never the stored code.
 */
export const ALERT_STATUS_WORDS: Record<AlertStatus, string> = {
  OPEN: 'Under review',
  VENDOR_RESPONDED: 'Under review (vendor answered)',
  CONFIRMED: 'Excluded (confirmed)',
  CLEARED: 'Cleared: not the same person',
};

/** Why the alert history has an entry, in words (the stored reason codes of screening_alert_history). */
const HISTORY_REASON_WORDS: Record<string, string> = {
  CREATED: 'raised by screening',
  RESOLVED: 'decided by the reviewer',
  REOPENED_RECORD_CHANGED: 'reopened: the list record changed',
  REOPENED_SUBJECT_CHANGED: 'reopened: the monitored details changed',
  RECORD_REMOVED: 'closed: the record left the list',
  SUBJECT_REMOVED: 'closed: no longer monitored',
};

/** An alert's status in words (an unknown code is not shown as a code). */
export function alertStatusText(status: string): string {
  return ALERT_STATUS_WORDS[status as AlertStatus] ?? 'Other status';
}

/** One change of an alert's status in words: "Under review to Excluded (confirmed)", or "Raised (Under review)". */
export function alertChangeText(fromStatus: string | null, toStatus: string): string {
  return fromStatus ? `${alertStatusText(fromStatus)} to ${alertStatusText(toStatus)}` : `Raised (${alertStatusText(toStatus)})`;
}

/** The reason of a history entry in words; unknown codes are not shown. */
export function alertHistoryReason(reason: string | null | undefined): string {
  return HISTORY_REASON_WORDS[reason ?? ''] ?? '';
}

/** Exclusion alert group (spec 000 §3): the alerts of one subject on one list. */
export const AlertGroup = z.object({
  id: z.string(),
  sourceName: z.string(),
  alerts: z.array(z.object({ id: z.number().int(), status: AlertStatus })),
});
export const AlertGroupList = z.array(AlertGroup);
export type AlertGroup = z.infer<typeof AlertGroup>;

export const NOT_SAME_PERSON_REASONS = {
  OTHER_DOB: 'Different date of birth',
  OTHER_MIDDLE_NAME: 'Different middle name',
  OTHER_ADDRESS: 'Different address or state',
  OTHER_SSN_LAST_FOUR: 'Different SSN last four digits',
  OTHER: 'Other reason (see the note)',
} as const;
export const SAME_PERSON_ACTIONS = {
  TERMINATED: 'Terminated',
  REMOVED_FROM_CLIENT_WORK: "Removed from the client's work",
} as const;
export const ANSWER_REQUIRED = 'Choose an answer';
export const VendorAnswer = z.enum(['NOT_SAME_PERSON', 'SAME_PERSON'], { error: ANSWER_REQUIRED });
export type VendorAnswer = z.infer<typeof VendorAnswer>;
export const ALERT_RESPONSE_NOTE_MAX = 2000;
export const RESPONSE_NOTE_REQUIRED = 'Note is required when the reason is Other';
export const RESPONSE_REASON_REQUIRED = 'Reason is required';

/**
 * The vendor's answer to a match (POST …/alerts/{alertId}/response): "not the same person" with a
 * reason from the list, or "same person" with the action taken; a note (required for Other) and an
 * optional evidence file (directory alertEvidence).
 */
export const AlertResponseRequest = z
  .object({
    answer: VendorAnswer,
    reason: text({ error: RESPONSE_REASON_REQUIRED }).trim().min(1, { message: RESPONSE_REASON_REQUIRED }).max(40),
    note: text({ multiline: true })
      .trim()
      .max(ALERT_RESPONSE_NOTE_MAX, { message: `Max of ${ALERT_RESPONSE_NOTE_MAX} characters` })
      .optional()
      .nullable()
      .transform((value) => (value ? value : null)),
    fileId: z.number().int().positive().optional().nullable(),
  })
  .superRefine((value, issue) => {
    const allowed: Record<string, string> = value.answer === 'NOT_SAME_PERSON' ? NOT_SAME_PERSON_REASONS : SAME_PERSON_ACTIONS;
    if (value.reason && !(value.reason in allowed)) {
      issue.addIssue({ code: 'custom', path: ['reason'], message: `Reason must be one of ${Object.keys(allowed).join(', ')}` });
    }
    if (value.reason === 'OTHER' && !value.note) issue.addIssue({ code: 'custom', path: ['note'], message: RESPONSE_NOTE_REQUIRED });
  });
export type AlertResponseRequest = z.input<typeof AlertResponseRequest>;

/** The vendor's current answer to an alert, as vendors, reviewers and clients read it. */
export const VendorAlertResponse = z.object({
  answer: VendorAnswer,
  reason: z.string(),
  reasonLabel: z.string(),
  note: z.string().nullable(),
  file: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  respondedBy: z.string().nullable(),
  respondedAt: z.string(),
});
export type VendorAlertResponse = z.infer<typeof VendorAlertResponse>;

/** Alert detail (spec 000 §3): the subject's data and the list record with why it matched, plus its status and the vendor's answer. */
export const AlertDetail = z.object({
  /** Whom the alert is about, for the dialog's subject line ("Janice Allen, employee"). */
  subjectName: z.string(),
  subjectType: SubjectType,
  monitoredSubjectDetails: z.record(z.string(), z.string()),
  alertDetails: z.record(z.string(), z.string()),
  status: AlertStatus,
  vendorResponse: VendorAlertResponse.nullable(),
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
  /** Whom the alert is about, for the dialog's subject line ("Janice Allen, employee"). */
  subjectName: z.string(),
  evidence: z.array(Evidence),
  /** The list record as labelled fields (list-record-fields.ts): no raw column codes. */
  recordFields: z.array(LabelledField),
  history: z.array(AlertHistoryEntry),
  vendorResponse: VendorAlertResponse.nullable(),
});

export const AlertListQuery = z.object({
  status: AlertStatus.optional(),
  subjectType: SubjectType.optional(),
  vendorId: z.coerce.number().int().positive().optional(),
  /** One list source (leie, sam, ofac, state:XX). */
  sourceId: text().max(20).optional(),
  band: z.enum(['MATCH', 'POSSIBLE']).optional(),
  /** Only alerts raised at least this many days ago (the queue's age filter). */
  minAgeDays: z.coerce.number().int().min(0).max(3650).optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(50),
});

export const ALERT_NOTE_MAX = 2000;
/** Resolve an alert: the new progress status and an optional note (kept in its history). */
export const ResolveAlertRequest = z.object({
  status: ReviewerAlertStatus,
  note: text({ multiline: true })
    .trim()
    .max(ALERT_NOTE_MAX, { message: `Max of ${ALERT_NOTE_MAX} characters` })
    .optional(),
});

/** A match the vendor has to answer or is waiting on (Home: Possible matches to review). */
export const VendorMatch = z.object({
  alertId: z.number().int(),
  subjectType: SubjectType,
  subjectId: z.number().int(),
  subjectName: z.string(),
  sourceName: z.string(),
  matchedName: z.string(),
  status: AlertStatus,
  createdAt: z.string(),
});
export type VendorMatch = z.infer<typeof VendorMatch>;
export const VendorMatchList = z.object({ content: z.array(VendorMatch), total: z.number().int() });
export type VendorMatchList = z.infer<typeof VendorMatchList>;

/** When a subject was last screened, and the list (its day) of each source it was screened against. */
export const SubjectScreening = z.object({
  screenedAt: z.string().nullable(),
  lists: z.array(CheckedList),
});
export type SubjectScreening = z.infer<typeof SubjectScreening>;
