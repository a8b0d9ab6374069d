import { z } from 'zod';
import { SubjectType } from '../screening/alerts';

export const FORM_STATUS = ['Past Due', 'Due', 'Pending', 'Not Started', 'Complete'] as const;
export type FormStatus = (typeof FORM_STATUS)[number];

/** Days before its due date a to-do counts as Due (spec 002 §4 form statuses). */
export const DUE_SOON_DAYS = 30;

/**
 * A to-do's form status as the client sees it (spec 002 §4): Complete; Past Due when its due date has
 * passed; Pending when the vendor submitted and it waits for the client (revision requested counts as
 * the vendor's work, so it is Due or Not Started by date); Due when it falls due within 30 days;
 * Not Started otherwise.
 */
export function formStatusOf(item: { status: string; dueDate: string | null }, today: string): FormStatus {
  if (item.status === 'COMPLETE') return 'Complete';
  if (item.dueDate !== null && item.dueDate < today) return 'Past Due';
  if (item.status === 'INCOMPLETE') return 'Pending';
  if (item.dueDate !== null && daysBetween(today, item.dueDate) <= DUE_SOON_DAYS) return 'Due';
  return 'Not Started';
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const DashboardAlert = z.object({
  alertId: z.number().int(),
  covgId: z.number().int().nullable(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  subjectType: SubjectType,
  subjectName: z.string(),
  listName: z.string(),
  matchedName: z.string(),
  score: z.number(),
  reasons: z.array(z.string()),
  createdAt: z.string(),
});
export type DashboardAlert = z.infer<typeof DashboardAlert>;

export const DashboardFormDue = z.object({
  checklistItemId: z.number().int(),
  covgId: z.number().int().nullable(),
  vendorName: z.string(),
  name: z.string(),
  formStatus: z.enum(FORM_STATUS),
  dueDate: z.string().nullable(),
});

/** GET /client/dashboard/all. */
export const ClientDashboard = z.object({
  clientName: z.string(),
  totalVendors: z.number().int(),
  complianceCounts: z.array(z.object({ status: z.string(), count: z.number().int() })),
  formCounts: z.array(z.object({ status: z.enum(FORM_STATUS), count: z.number().int() })),
  openAlertCount: z.number().int(),
  alerts: z.array(DashboardAlert),
  formsDue: z.array(DashboardFormDue),
  onboarding: z.object({ notStarted: z.number().int(), inProgress: z.number().int(), completedLast30Days: z.number().int() }),
  listSnapshots: z.array(
    z.object({ sourceId: z.string(), name: z.string(), publishedAt: z.string().nullable(), fileName: z.string().nullable() }),
  ),
});
export type ClientDashboard = z.infer<typeof ClientDashboard>;
