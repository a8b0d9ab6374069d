import type { z } from 'zod';
import type { OnboardingListQuery, OnboardingPage, OnboardingStats } from '@app/shared/onboarding/onboarding';
import { AGE_BUCKETS, AGING_STAGES, ageBucket, type AgingStage } from '@app/shared/onboarding/onboarding-rules';
import { readableClientScope } from '../../platform/auth/tenant-scope';
import { requireActor, type ServiceContext } from '../../platform/context';
import { assigneesOf, workflowCounts, workflowPage } from './onboarding-queries';

/**
 * GET /onboarding/workflows: the client's (and its facilities') onboarding workflows, one page, with the
 * filters of spec 002 §7; "assigned to me" and `assignee` both mean: the open item is assigned to that user.
 */
export async function listWorkflows(ctx: ServiceContext, query: z.output<typeof OnboardingListQuery>): Promise<OnboardingPage> {
  const actor = requireActor(ctx);
  const scope = await readableClientScope(ctx);
  const rows = await workflowPage(
    ctx.db,
    {
      clientIds: scope.clientIds,
      businessName: query.businessName || undefined,
      email: query.email || undefined,
      createdBy: query.createdBy || undefined,
      facilityId: query.facilityId,
      status: query.status,
      openItemProgrammaticName: query.openItemProgrammaticName,
      assigneeId: query.showAssignedToMe ? actor.userId : query.assignee,
    },
    { sortBy: query.sortBy, sortDesc: query.sortDesc },
    { offset: query.page * query.size, limit: query.size },
  );
  const assignees = await assigneesOf(
    ctx.db,
    rows.flatMap((row) => (row.open_item_id === null ? [] : [row.open_item_id])),
  );
  return {
    total: rows[0]?.total ?? 0,
    content: rows.map((row) => ({
      covgId: row.covg_id,
      preferredName: row.preferred_name,
      openItem: row.open_item,
      openItemProgrammaticName: row.open_item_name,
      email: row.contact_email,
      createdBy: row.created_by_name,
      createTime: row.created_at.toISOString(),
      status: row.status,
      assignee: row.open_item_id === null ? [] : (assignees.get(row.open_item_id) ?? []),
      age: row.age,
      facility: row.facility,
      extraNames: row.extra_names,
    })),
  };
}

/**
 * GET /onboarding/stats: open workflows counted by stage and age bucket (every pair, zeros included, so
 * the chart's bars line up), the mean days to complete, and the totals behind the Enrolled (vendor signed
 * up) and Completed rings.
 */
export async function onboardingStats(ctx: ServiceContext): Promise<OnboardingStats> {
  const scope = await readableClientScope(ctx);
  const { byAge, totals } = await workflowCounts(ctx.db, scope.clientIds);
  const counts = new Map<string, number>();
  for (const row of byAge) {
    if (row.status === 'COMPLETE') continue;
    const key = `${row.status}:${ageBucket(row.age)}`;
    counts.set(key, (counts.get(key) ?? 0) + row.count);
  }
  const agingStats = AGING_STAGES.flatMap((stage: AgingStage) =>
    AGE_BUCKETS.map((bucket) => ({ ageBucket: bucket, stage, count: counts.get(`${stage}:${bucket}`) ?? 0 })),
  );
  return {
    agingStats,
    averageDaysToCompleteOnboarding: totals.average_days === null ? null : Math.round(totals.average_days * 10) / 10,
    totalOnboarding: totals.total,
    enrolled: totals.enrolled,
    complete: totals.complete,
  };
}
