import { FORM_STATUS, formStatusOf, type ClientDashboard, type FormStatus } from '@app/shared/client/dashboard';
import { readableClientScope } from '../../../platform/auth/tenant-scope';
import type { ServiceContext } from '../../../platform/context';
import { COMPLIANCE_ORDER } from '../../customers/compliance-status-sql';
import { groupCounts, listSnapshotsInForce, openAlerts, todoCounts, todosDueFirst } from './dashboard-queries';

const ALERTS_SHOWN = 20;
const FORMS_SHOWN = 10;

/**
 * The acting client's dashboard: its vendor groups per compliance status, its to-dos per form status,
 * the queue of matches under review on its vendors, their owners and active employees (newest first, with the list and the evidence's
 * reasons), onboarding in progress and when each exclusion list in force was imported.
 */
export async function clientDashboard(ctx: ServiceContext): Promise<ClientDashboard> {
  const scope = await readableClientScope(ctx);
  const [groups, todos, dueFirst, alerts, snapshots, client] = await Promise.all([
    // The counts over every vendor group read from the replica (READ_DATABASE_URL) when there is one.
    groupCounts(ctx.readDb, scope.clientIds),
    todoCounts(ctx.readDb, scope.clientIds),
    todosDueFirst(ctx.db, scope.clientIds, FORMS_SHOWN),
    openAlerts(ctx.db, scope.clientIds, ALERTS_SHOWN),
    listSnapshotsInForce(ctx.db),
    ctx.db.selectFrom('clients').select('name').where('id', '=', scope.clientId).executeTakeFirstOrThrow(),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  const complianceCounts = COMPLIANCE_ORDER.map((status) => ({
    status,
    count: groups.filter((g) => g.compliance_status === status).reduce((sum, g) => sum + g.count, 0),
  })).reverse();
  const forms = new Map<FormStatus, number>(FORM_STATUS.map((status) => [status, 0]));
  for (const row of todos) {
    const status = formStatusOf({ status: row.status, dueDate: row.due_date }, today);
    forms.set(status, forms.get(status)! + row.count);
  }
  const sumWhere = (test: (g: (typeof groups)[number]) => boolean) => groups.filter(test).reduce((sum, g) => sum + g.count, 0);
  return {
    clientName: client.name,
    totalVendors: sumWhere(() => true),
    complianceCounts,
    formCounts: FORM_STATUS.map((status) => ({ status, count: forms.get(status)! })),
    openAlertCount: alerts[0]?.total ?? 0,
    alerts: alerts.map((a) => ({
      alertId: a.id,
      covgId: a.covg_id,
      vendorId: a.vendor_id,
      vendorName: a.vendor_name,
      subjectType: a.subject_type,
      subjectName: a.subject_name,
      listName: a.list_name,
      matchedName: a.matched_name,
      score: Number(a.score),
      reasons: a.reasons,
      createdAt: a.created_at.toISOString(),
    })),
    formsDue: dueFirst.map((item) => ({
      checklistItemId: item.id,
      covgId: item.covg_id,
      vendorName: item.preferred_name,
      name: item.name,
      formStatus: formStatusOf({ status: item.status, dueDate: item.due_date }, today),
      dueDate: item.due_date,
    })),
    onboarding: {
      notStarted: sumWhere((g) => g.enrollment === 'NONE'),
      inProgress: sumWhere((g) => g.enrollment === 'STARTED'),
      completedLast30Days: sumWhere((g) => g.enrollment === 'COMPLETE' && g.recent),
    },
    listSnapshots: snapshots.map((s) => ({
      sourceId: s.id,
      name: s.name,
      publishedAt: s.finished_at?.toISOString() ?? null,
      fileName: s.file_name,
    })),
  };
}
