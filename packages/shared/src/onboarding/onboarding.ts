import { z } from 'zod';
import { ClientVendorDetail } from '../client/vendor-detail';
import { text } from '../validation/text';
import { messages } from '../validation/messages';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../validation/fields';
import {
  AGE_BUCKETS,
  AGING_STAGES,
  ONBOARDING_STATUSES,
  WORKFLOW_ITEM_NAMES,
  WORKFLOW_ITEM_STATUSES,
  WORKFLOW_ITEM_TYPES,
} from './onboarding-rules';

// ---- Spec 002 §8 onboarding texts (exact) ----
export const ONBOARDING_FAILED = 'Failed to begin onboarding, please double check the fields and try again, or contact us for help';
export const onboardingDeleted = (name: string) => `The onboarding information for ${name} was successfully deleted.`;
export const EXPORT_SCHEDULED = 'Export has been scheduled';
export const EXPORT_FAILED =
  'Export failed. This likely means that the vendor record does not match the necessary configuration to be eligible for export.';
export const INVITE_SENT = 'An invite has been sent';
export const INVITE_FAILED = 'Unable to resend the email';
export const INVITE_EMAIL_REQUIRED = 'Please specify an email address for the invite email';
export const MONITOR_STEP_COMPLETED = 'Successfully completed monitor status step.';
export const STEP_ERROR = 'Error completing step.';
export const STEP_UNKNOWN = 'There was an error determining how to complete this step.';
export const BYPASS_WARNING =
  'WARNING: Bypassing may result in approving a vendor with an outstanding Exclusion. Are you sure you wish to continue?';

// ---- Server-side refusals (business rules, 422) ----
export const SIGNUP_ALREADY_COMPLETE = 'The vendor has already signed up, so there is no invite to resend.';
export const MONITOR_NOT_CLEAR = 'The monitor status is not Clear; bypass the step to continue.';
export const STEP_NOT_READY = 'This step cannot be completed until the steps before it are done.';
export const STEP_ALREADY_DONE = 'This step is already done.';
export const STEP_NOT_STATUS_UPDATABLE = 'This step is not completed by a status update.';
export const FACILITY_REQUIRED = 'Facility is required';
export const CHOOSE_FACILITY = 'Choose a facility from the list';
export const CHOOSE_CATEGORY = 'Choose a vendor category from the list';

export const ONBOARDING_PAGE_SIZES = [10, 25, 50] as const;
export const ONBOARDING_SORT_FIELDS = ['preferredName', 'email', 'createdBy', 'createTime', 'status', 'age', 'facility'] as const;

const boolText = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((value) => value === 'true');

/** GET /onboarding/stats (spec 002 §3). Counts over the client's (and its facilities') workflows. */
export const OnboardingStats = z.object({
  agingStats: z.array(
    z.object({
      ageBucket: z
        .number()
        .int()
        .min(0)
        .max(AGE_BUCKETS.length - 1),
      stage: z.enum(AGING_STAGES),
      count: z.number().int(),
    }),
  ),
  /** Mean days from start to completion over completed workflows; null when none has completed. */
  averageDaysToCompleteOnboarding: z.number().nullable(),
  totalOnboarding: z.number().int(),
  enrolled: z.number().int(),
  complete: z.number().int(),
});
export type OnboardingStats = z.infer<typeof OnboardingStats>;

/** GET /onboarding/workflows (spec 002 §7): zero-based page, size 10/25/50 (default 10), filters. */
export const OnboardingListQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce
    .number()
    .int()
    .refine((size) => (ONBOARDING_PAGE_SIZES as readonly number[]).includes(size), { message: 'Page size must be 10, 25 or 50' })
    .default(10),
  sortBy: z.enum(ONBOARDING_SORT_FIELDS).default('createTime'),
  sortDesc: boolText('true'),
  businessName: text().trim().max(200).optional(),
  email: text().trim().max(200).optional(),
  createdBy: text().trim().max(200).optional(),
  facilityId: z.coerce.number().int().positive().optional(),
  /** A client user's id: workflows whose open item is assigned to that user. */
  assignee: z.coerce.number().int().positive().optional(),
  status: z.enum(ONBOARDING_STATUSES).optional(),
  showAssignedToMe: boolText('false'),
  openItemProgrammaticName: z.enum(WORKFLOW_ITEM_NAMES).optional(),
});
/** The list's query as the web sends it. */
export interface OnboardingListParams {
  page?: number;
  size?: (typeof ONBOARDING_PAGE_SIZES)[number];
  sortBy?: (typeof ONBOARDING_SORT_FIELDS)[number];
  sortDesc?: 'true' | 'false';
  businessName?: string;
  email?: string;
  createdBy?: string;
  facilityId?: number;
  assignee?: number;
  status?: (typeof ONBOARDING_STATUSES)[number];
  showAssignedToMe?: 'true' | 'false';
  openItemProgrammaticName?: (typeof WORKFLOW_ITEM_NAMES)[number];
}

/** A client user an item is assigned to. */
export const Assignee = z.object({ id: z.number().int(), name: z.string() });
export type Assignee = z.infer<typeof Assignee>;

/** One row of the onboarding table (spec 002 §3 onboarding row). */
export const OnboardingRow = z.object({
  covgId: z.number().int(),
  preferredName: z.string(),
  /** The first item not done (name), null when the workflow is complete. */
  openItem: z.string().nullable(),
  openItemProgrammaticName: z.enum(WORKFLOW_ITEM_NAMES).nullable(),
  email: z.string().nullable(),
  createdBy: z.string(),
  createTime: z.string(),
  status: z.enum(ONBOARDING_STATUSES),
  /** Who the open item is assigned to. */
  assignee: z.array(Assignee),
  /** Whole days since onboarding began. */
  age: z.number().int(),
  facility: z.string(),
  extraNames: z.array(z.string()),
});
export type OnboardingRow = z.infer<typeof OnboardingRow>;

export const OnboardingPage = z.object({ content: z.array(OnboardingRow), total: z.number().int() });
export type OnboardingPage = z.infer<typeof OnboardingPage>;

/** POST /onboarding/workflows: the new vendor payload (spec 002 §3) with the rules of §5. */
export const NewVendorRequest = z.object({
  name: text({ error: messages.required('Vendor Name') })
    .trim()
    .min(1, messages.required('Vendor Name'))
    .max(200, messages.maxChars(200)),
  email: text({ error: messages.required('Vendor Email') })
    .trim()
    .min(1, messages.required('Vendor Email'))
    .max(200, messages.maxChars(200))
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), messages.email),
  phone: text()
    .trim()
    .max(30)
    .refine((value) => value === '' || PHONE_PATTERN.test(value), messages.phone)
    .nullish(),
  /** The acting client's id (the server checks it is the acting client). */
  client: z.number().int().positive(),
  /** Facility (client or sub-client id); required when the client has sub-clients. */
  facility: z.number().int().positive().nullish(),
  /** A vendor category id from GET /clients/{id}/vendor-categories. */
  category: z.number().int().positive(),
  createdByClient: z.boolean().default(true),
});
export type NewVendorRequest = z.input<typeof NewVendorRequest>;

export const NewVendorResult = z.object({ covgId: z.number().int(), signupCode: z.string() });
export type NewVendorResult = z.infer<typeof NewVendorResult>;

/** GET /onboarding/vendor/{covgId}: the workflow summary (spec 002 §3). */
export const WorkflowSummary = z.object({
  covgId: z.number().int(),
  name: z.string(),
  vendorNumbers: z.array(z.string()),
  signupCode: z.string().nullable(),
  vendorEmail: z.string().nullable(),
  creatorName: z.string(),
  creationDate: z.string(),
  signupComplete: z.boolean(),
  exportable: z.boolean(),
  status: z.enum(ONBOARDING_STATUSES),
  facility: z.string(),
});
export type WorkflowSummary = z.infer<typeof WorkflowSummary>;

/** One workflow item (spec 002 §3). */
export const WorkflowItem = z.object({
  id: z.number().int(),
  covgId: z.number().int(),
  name: z.string(),
  programmaticName: z.enum(WORKFLOW_ITEM_NAMES),
  status: z.enum(WORKFLOW_ITEM_STATUSES),
  assignedDate: z.string().nullable(),
  completionDate: z.string().nullable(),
  assignees: z.array(Assignee),
  completer: z.string().nullable(),
  itemType: z.enum(WORKFLOW_ITEM_TYPES),
  /** The step page's action label; null for items not resolved on the step page. */
  stepAction: z.string().nullable(),
});
export type WorkflowItem = z.infer<typeof WorkflowItem>;
export const WorkflowItems = z.array(WorkflowItem);

/** GET /onboarding/template-workflow/steps: the client's template. */
export const TemplateStep = z.object({
  position: z.number().int(),
  programmaticName: z.enum(WORKFLOW_ITEM_NAMES),
  name: z.string(),
  itemType: z.enum(WORKFLOW_ITEM_TYPES),
  stepAction: z.string().nullable(),
});
export const TemplateSteps = z.array(TemplateStep);
export type TemplateStep = z.infer<typeof TemplateStep>;

/** GET /onboarding/open-item-options: the open-item filter's choices. */
export const OpenItemOptions = z.array(z.object({ programmaticName: z.enum(WORKFLOW_ITEM_NAMES), name: z.string() }));
export type OpenItemOptions = z.infer<typeof OpenItemOptions>;

/** Picker options (facilities, sub-clients, vendor categories, assignees). */
export const OnboardingOptions = z.array(z.object({ id: z.number().int(), name: z.string() }));
export type OnboardingOptions = z.infer<typeof OnboardingOptions>;

/** POST /onboarding/vendor/{covgId}/email-invitation (spec 002 §5). */
export const ResendInviteRequest = z.object({
  emailAddress: text({ error: INVITE_EMAIL_REQUIRED })
    .trim()
    .min(3, INVITE_EMAIL_REQUIRED)
    .max(200, messages.maxChars(200))
    .refine((value) => value.length < 3 || EMAIL_PATTERN.test(value), messages.email),
});
export type ResendInviteRequest = z.input<typeof ResendInviteRequest>;

/** POST /onboarding/step/status-update: COMPLETE (monitor status Clear) or NON_APPLICABLE (bypass). */
export const StepStatusUpdate = z.object({
  itemId: z.number().int().positive(),
  status: z.enum(['COMPLETE', 'NON_APPLICABLE']),
});
export type StepStatusUpdate = z.input<typeof StepStatusUpdate>;

/** PUT /onboarding/step/{id}/assignees: the client users the item is assigned to (replaces the list). */
export const AssignRequest = z.object({ userIds: z.array(z.number().int().positive()).max(20) });
export type AssignRequest = z.input<typeof AssignRequest>;

export const MONITOR_STATUSES = ['Clear', 'Alerts', 'Not Enrolled'] as const;

/** GET /onboarding/monitor-status/{covgId}: the vendor's and owners' screening result. */
export const MonitorStatus = z.object({
  /** 'Clear' when the company and every owner have no open alert; 'Not Enrolled' before signup. */
  status: z.enum(MONITOR_STATUSES),
  alerts: z.array(
    z.object({
      id: z.number().int(),
      subjectType: z.enum(['VENDOR', 'OWNER']),
      subjectName: z.string(),
      listName: z.string(),
      matchedName: z.string(),
      band: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type MonitorStatus = z.infer<typeof MonitorStatus>;

/**
 * GET /onboarding/step/{id}/vendor-review: everything the vendor submitted at signup (company, owners,
 * W-9, disclosure answers, payment state through its subscriptions) with the review history, from the
 * client's vendor page; plus the step and whether any revision the client asked for is still open.
 */
export const VendorReview = z.object({
  item: WorkflowItem,
  openRevisions: z.number().int(),
  vendor: ClientVendorDetail,
});
export type VendorReview = z.infer<typeof VendorReview>;

export const REVISIONS_STILL_OPEN = 'The vendor has not yet made the revisions you asked for.';
export const NOT_A_REVIEW_STEP = 'This step is not a vendor review.';
export const CHOOSE_ASSIGNEES = "Choose assignees from the client's users";
