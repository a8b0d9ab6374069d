import { z } from 'zod';

/** How many subjects of one kind the screening engine monitors (the vendor company, owners, employees). */
export const MonitoredSubjectCount = z.object({ subjectType: z.enum(['VENDOR', 'OWNER', 'EMPLOYEE']), count: z.number().int() });

/** One exclusion list: its last successful import (the snapshot in force) and how many whole days old it is. */
export const ListImportAge = z.object({
  sourceId: z.string(),
  name: z.string(),
  /** When the snapshot in force finished importing; null when the list was never imported. */
  importedAt: z.string().nullable(),
  ageDays: z.number().int().nullable(),
});

/** Jobs of one queue that failed (retries exhausted) in the window. */
export const FailedJobCount = z.object({ name: z.string(), count: z.number().int(), lastFailedAt: z.string() });

/** GET /admin/platform-summary: the admin home's platform figures. */
export const PlatformSummary = z.object({
  vendors: z.number().int(),
  clients: z.number().int(),
  monitoredSubjects: z.array(MonitoredSubjectCount),
  /** Alerts waiting on someone: OPEN or VENDOR_RESPONDED. */
  openAlerts: z.number().int(),
  lists: z.array(ListImportAge),
  failedJobsDays: z.number().int(),
  failedJobs: z.array(FailedJobCount),
  /** Active subscriptions whose last renewal charge was declined and that are waiting for a retry or a new card. */
  failedRenewals: z.number().int(),
});
export type PlatformSummary = z.infer<typeof PlatformSummary>;
