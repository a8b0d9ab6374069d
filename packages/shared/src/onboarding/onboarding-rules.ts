/**
 * The onboarding rules both sides read (spec 002 §4, §9): workflow item statuses, the aging stages
 * and the age buckets. Pure functions, unit-tested; the server's SQL mirrors `onboardingStage`.
 */

/** Workflow item statuses (spec 002 §4): BLOCKED red, PENDING and ACTIVE yellow, COMPLETE green, NON_APPLICABLE 'N/A'. */
export const WORKFLOW_ITEM_STATUSES = ['BLOCKED', 'PENDING', 'ACTIVE', 'COMPLETE', 'NON_APPLICABLE'] as const;
export type WorkflowItemStatus = (typeof WORKFLOW_ITEM_STATUSES)[number];

export const WORKFLOW_ITEM_STATUS_LABEL: Readonly<Record<WorkflowItemStatus, string>> = {
  BLOCKED: 'Blocked',
  PENDING: 'Pending',
  ACTIVE: 'Active',
  COMPLETE: 'Complete',
  NON_APPLICABLE: 'N/A',
};

/** The colour family of a status (spec 002 §4). */
export const WORKFLOW_ITEM_STATUS_COLOR: Readonly<Record<WorkflowItemStatus, 'error' | 'warning' | 'success' | 'default'>> = {
  BLOCKED: 'error',
  PENDING: 'warning',
  ACTIVE: 'warning',
  COMPLETE: 'success',
  NON_APPLICABLE: 'default',
};

/** An item that needs nothing more: done, or bypassed. */
export function isItemDone(status: WorkflowItemStatus): boolean {
  return status === 'COMPLETE' || status === 'NON_APPLICABLE';
}

/**
 * The kinds of workflow item. The spec names the two the step page resolves (MonitorStatus…,
 * VendorReview…); signup completes by itself and export through the workflow page's Export.
 */
export const WORKFLOW_ITEM_TYPES = [
  'VendorSignupWorkflowItemBehavior',
  'VendorReviewWorkflowItemBehavior',
  'MonitorStatusWorkflowItemBehavior',
  'VendorExportWorkflowItemBehavior',
] as const;
export type WorkflowItemType = (typeof WORKFLOW_ITEM_TYPES)[number];

/** Programmatic names of the items (the list's open-item filter). */
export const WORKFLOW_ITEM_NAMES = ['VENDOR_SIGNUP', 'VENDOR_REVIEW', 'MONITOR_STATUS', 'VENDOR_EXPORT'] as const;
export type WorkflowItemName = (typeof WORKFLOW_ITEM_NAMES)[number];

export const WORKFLOW_ITEM_TYPE_OF: Readonly<Record<WorkflowItemName, WorkflowItemType>> = {
  VENDOR_SIGNUP: 'VendorSignupWorkflowItemBehavior',
  VENDOR_REVIEW: 'VendorReviewWorkflowItemBehavior',
  MONITOR_STATUS: 'MonitorStatusWorkflowItemBehavior',
  VENDOR_EXPORT: 'VendorExportWorkflowItemBehavior',
};

/** The template a client without its own starts from: names, order and the step page's action label. */
export const DEFAULT_TEMPLATE_STEPS: ReadonlyArray<{ programmaticName: WorkflowItemName; name: string; stepAction: string | null }> = [
  { programmaticName: 'VENDOR_SIGNUP', name: 'Vendor Signup', stepAction: null },
  { programmaticName: 'VENDOR_REVIEW', name: 'Vendor Review', stepAction: 'Review' },
  { programmaticName: 'MONITOR_STATUS', name: 'Monitor Status', stepAction: 'Check Status' },
  { programmaticName: 'VENDOR_EXPORT', name: 'Export to Vendor Master', stepAction: null },
];

/** Aging stages (spec 002 §4) and the status of a finished workflow. */
export const ONBOARDING_STATUSES = ['NOT_ENROLLED', 'PENDING_REVIEW', 'REVISION_REQUESTED', 'PENDING_EXPORT', 'COMPLETE'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];
export const AGING_STAGES = ['NOT_ENROLLED', 'PENDING_REVIEW', 'REVISION_REQUESTED', 'PENDING_EXPORT'] as const;
export type AgingStage = (typeof AGING_STAGES)[number];

export const ONBOARDING_STATUS_LABEL: Readonly<Record<OnboardingStatus, string>> = {
  NOT_ENROLLED: 'Not Enrolled',
  PENDING_REVIEW: 'Pending Review',
  REVISION_REQUESTED: 'Revision Requested',
  PENDING_EXPORT: 'Pending Export',
  COMPLETE: 'Complete',
};

/**
 * A workflow's stage: Not Enrolled until the vendor finishes signing up with the code; then its review
 * (Revision Requested while a revision the client asked for is open, else Pending Review); then
 * Pending Export until every item is done (monitor status and export); then Complete.
 */
export function onboardingStage(facts: {
  signupComplete: boolean;
  reviewDone: boolean;
  openRevisions: boolean;
  allDone: boolean;
}): OnboardingStatus {
  if (!facts.signupComplete) return 'NOT_ENROLLED';
  if (!facts.reviewDone) return facts.openRevisions ? 'REVISION_REQUESTED' : 'PENDING_REVIEW';
  if (!facts.allDone) return 'PENDING_EXPORT';
  return 'COMPLETE';
}

/** Age buckets (spec 002 §9): 0 under 2 days, 1 from 2 to under 7, 2 from 7 to 14, 3 over 14. */
export const AGE_BUCKET_LABELS = ['< 2 days', '2-7 days', '7-14 days', '> 14 days'] as const;
export const AGE_BUCKETS = [0, 1, 2, 3] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** Whole days between two instants (what the list shows as age). */
export function ageInDays(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 86_400_000));
}

/** The bucket of an age in whole days: under 2 → 0, 2–6 → 1, 7–14 → 2, 15 and over → 3. */
export function ageBucket(days: number): AgeBucket {
  if (days < 2) return 0;
  if (days < 7) return 1;
  if (days <= 14) return 2;
  return 3;
}

/** The ideal time to onboard a vendor (spec 002 §9), in days. */
export const IDEAL_ONBOARDING_DAYS = { min: 3, max: 7 } as const;

/** What is stored of an item: open (ACTIVE) until resolved; BLOCKED and PENDING are derived. */
export type StoredItemStatus = 'ACTIVE' | 'COMPLETE' | 'NON_APPLICABLE';

/**
 * The status each item shows, in template order. Signup is complete once the vendor has signed up with
 * the code; a resolved item keeps its status; before signup every other item is BLOCKED; the review is
 * PENDING (waiting on the vendor) while a revision is open; export is BLOCKED until every other item is done.
 */
export function effectiveItemStatuses(
  items: ReadonlyArray<{ programmaticName: WorkflowItemName; stored: StoredItemStatus }>,
  facts: { signupComplete: boolean; openRevisions: boolean },
): WorkflowItemStatus[] {
  const first = items.map((item): WorkflowItemStatus => {
    if (item.programmaticName === 'VENDOR_SIGNUP') return facts.signupComplete ? 'COMPLETE' : 'ACTIVE';
    if (item.stored !== 'ACTIVE') return item.stored;
    if (!facts.signupComplete) return 'BLOCKED';
    if (item.programmaticName === 'VENDOR_REVIEW' && facts.openRevisions) return 'PENDING';
    return 'ACTIVE';
  });
  return first.map((status, index) => {
    if (items[index]!.programmaticName !== 'VENDOR_EXPORT' || isItemDone(status)) return status;
    return first.every((other, j) => j === index || isItemDone(other)) ? status : 'BLOCKED';
  });
}
