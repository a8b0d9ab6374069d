import type { PlatformSummary } from '@app/shared/platform/platform-summary';
import type { ServiceContext } from '../../platform/context';
import { SUBJECT_SOURCES } from '../screening/monitoring/all-subject-sources';
import { lastImports, openAlertCount, tenantCounts, unsettledRenewalCount } from './platform-summary-queries';

/** The window of failed jobs the admin home shows. */
export const FAILED_JOBS_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `from` to `now` (0 on the day itself). */
export function ageInDays(from: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - from.getTime()) / DAY_MS));
}

/** Admin home: platform figures (tenants, monitored subjects, open alerts, list freshness, failed jobs and renewals). */
export async function platformSummary(ctx: ServiceContext): Promise<PlatformSummary> {
  const now = new Date();
  const [tenants, subjects, openAlerts, lists, failedJobs, failedRenewals] = await Promise.all([
    // The counts over whole tables read from the replica (READ_DATABASE_URL) when there is one.
    tenantCounts(ctx.readDb),
    Promise.all(SUBJECT_SOURCES.map(async (source) => ({ subjectType: source.type, count: await source.count(ctx.readDb) }))),
    openAlertCount(ctx.readDb),
    lastImports(ctx.db),
    ctx.jobs.failedSince(new Date(now.getTime() - FAILED_JOBS_DAYS * DAY_MS)),
    unsettledRenewalCount(ctx.db),
  ]);
  return {
    ...tenants,
    monitoredSubjects: subjects,
    openAlerts,
    lists: lists.map((list) => {
      const importedAt = list.imported_at ? new Date(list.imported_at) : null;
      return {
        sourceId: list.id,
        name: list.name,
        importedAt: importedAt?.toISOString() ?? null,
        ageDays: importedAt ? ageInDays(importedAt, now) : null,
      };
    }),
    failedJobsDays: FAILED_JOBS_DAYS,
    failedJobs: failedJobs.map((job) => ({ name: job.name, count: job.count, lastFailedAt: job.lastFailedAt.toISOString() })),
    failedRenewals,
  };
}
