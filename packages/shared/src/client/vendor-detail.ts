import { TodoDocument } from '../checklists/checklist-item';
import { z } from 'zod';
import { AlertStatus, SubjectType } from '../screening/alerts';
import { LabelledField } from '../screening/list-record-fields';
import { SubscriptionStatus } from '../payments/subscriptions';
import { ClientAlertReviewEntry } from './reviews';
import { FORM_STATUS } from './dashboard';

const AlertHistoryEntry = z.object({
  at: z.string(),
  by: z.string().nullable(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  note: z.string().nullable(),
  reason: z.string(),
});

/**
 * An alert on the company, an owner or an active employee, with readable evidence and history (DOMAIN.md,
 * Alert; issue 30): the list record as labelled fields and the matcher's verdicts, never the monitored
 * person's SSN or full date of birth.
 */
export const ClientVendorAlert = z.object({
  id: z.number().int(),
  subjectType: SubjectType,
  subjectId: z.number().int(),
  subjectName: z.string(),
  sourceId: z.string(),
  listName: z.string(),
  recordId: z.string(),
  matchedName: z.string(),
  score: z.number(),
  band: z.string(),
  /** VENDOR_RESPONDED: the vendor has answered the match and the reviewer has not decided yet (issue 17). */
  status: AlertStatus,
  reasons: z.array(z.string()),
  listRecord: z.array(LabelledField),
  checks: z.array(LabelledField),
  createdAt: z.string(),
  statusChangedAt: z.string(),
  history: z.array(AlertHistoryEntry),
  /** The client's own follow-up, newest first (the first is the current progress); empty until it starts one. */
  clientReview: z.array(ClientAlertReviewEntry),
});
export type ClientVendorAlert = z.infer<typeof ClientVendorAlert>;

export const ReviewDecision = z.object({
  decision: z.enum(['ACCEPTED', 'REVISION_REQUESTED']),
  note: z.string().nullable(),
  reviewerName: z.string(),
  reviewedAt: z.string(),
});
export type ReviewDecision = z.infer<typeof ReviewDecision>;

export const RevisionNote = z.object({
  id: z.number().int(),
  note: z.string(),
  completed: z.boolean(),
  dataPointId: z.string().nullable(),
  vendorDataKey: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * One answer of a submitted disclosure, in the form's order: its text (dates MM/DD/YYYY) and, for a file
 * question, the attached files, downloaded through GET /client/vendors/{covgId}/form-files/{fileId}.
 */
export const ClientSubmissionAnswer = z.object({
  questionId: z.string(),
  label: z.string(),
  value: z.string(),
  files: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ClientSubmissionAnswer = z.infer<typeof ClientSubmissionAnswer>;

export const ClientChecklistItem = z.object({
  id: z.number().int(),
  type: z.string(),
  name: z.string(),
  status: z.enum(['NOT_STARTED', 'INCOMPLETE', 'REVISION_NEEDED', 'COMPLETE']),
  formStatus: z.enum(FORM_STATUS),
  required: z.boolean(),
  dueDate: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** EVD: the submissions, newest first, each with its answers in the form's order and their question labels. */
  submissions: z.array(
    z.object({
      id: z.number().int(),
      submittedAt: z.string(),
      username: z.string(),
      answers: z.array(ClientSubmissionAnswer),
    }),
  ),
  revisionNotes: z.array(RevisionNote),
  reviews: z.array(ReviewDecision),
  /** A to-do completed by a document (insurance certificate, BAA): the file the vendor handed in, to download. */
  document: TodoDocument.nullable(),
  /** Whether the client can accept it or request a revision now (something submitted, not already sent back). */
  reviewable: z.boolean(),
});
export type ClientChecklistItem = z.infer<typeof ClientChecklistItem>;

/** GET /client/vendors/{covgId}: the vendor page. No employee personal data; TINs masked. */
export const ClientVendorDetail = z.object({
  covgId: z.number().int(),
  preferredName: z.string(),
  category: z.string().nullable(),
  extraNames: z.array(z.string()),
  complianceStatus: z.string(),
  /** Matches under review (OPEN or answered by the vendor) on the vendor, its owners and active employees: they do not change the status. */
  openAlerts: z.number().int(),
  enrollment: z.object({
    state: z.enum(['NOT_STARTED', 'IN_PROGRESS', 'COMPLETE']),
    customerSince: z.string().nullable(),
    completeDate: z.string().nullable(),
    signupCode: z.string().nullable(),
  }),
  records: z.array(
    z.object({
      covId: z.number().int(),
      vendorNumber: z.string(),
      legalName: z.string(),
      maskedTin: z.string().nullable(),
      facility: z.string(),
      managerName: z.string().nullable(),
    }),
  ),
  company: z
    .object({
      vendorId: z.number().int(),
      ptid: z.string(),
      businessName: z.string().nullable(),
      dbaName: z.string().nullable(),
      maskedTin: z.string().nullable(),
      duns: z.string().nullable(),
      npi: z.string().nullable(),
      phoneNumber: z.string().nullable(),
      address: z.string().nullable(),
      servicesOffered: z.string().nullable(),
      screeningStatus: z.enum(['COMPLIANT', 'UNDER_REVIEW', 'EXCLUDED']),
    })
    .nullable(),
  companyReview: z.object({ revisionNotes: z.array(RevisionNote), reviews: z.array(ReviewDecision) }),
  owners: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      isBusiness: z.boolean(),
      ownershipPercentage: z.number(),
      screeningStatus: z.enum(['COMPLIANT', 'UNDER_REVIEW', 'EXCLUDED']),
    }),
  ),
  checklist: z.array(ClientChecklistItem),
  w9: z.object({
    submissions: z.array(z.object({ w9Id: z.number().int(), filename: z.string(), submittedAt: z.string() })),
    revisionNotes: z.array(RevisionNote),
    reviews: z.array(ReviewDecision),
    reviewable: z.boolean(),
  }),
  alerts: z.array(ClientVendorAlert),
  employeeMonitoring: z.object({ subscribed: z.boolean(), monitoredCount: z.number().int(), openAlerts: z.number().int() }),
  /** `label`: "VendorProof Engage, Riverside Health System" (spec 001 §1 labels). */
  subscriptions: z.array(
    z.object({
      type: z.string(),
      label: z.string(),
      status: SubscriptionStatus,
      startDate: z.string(),
      renewalDate: z.string().nullable(),
    }),
  ),
  /** Links for the client: the certificate and the compliance report PDFs (null until the vendor enrols). */
  certificateUrl: z.string().nullable(),
  complianceReportUrl: z.string().nullable(),
});
export type ClientVendorDetail = z.infer<typeof ClientVendorDetail>;
