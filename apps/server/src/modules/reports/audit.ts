import { stringify } from 'csv-stringify/sync';
import { safeCell } from '../../platform/csv/safe-cell';
import { sql } from 'kysely';
import type { z } from 'zod';
import { OUTCOME_TEXT, type AuditQuery, type AuditRow } from '@app/shared/reports/audit';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import { renderPdf } from '../../platform/pdf/render-pdf';
import { vendorInfo } from '../customers/vendor-info';
import { AuditDocument } from './audit-document';

interface SubjectRow {
  subject_type: 'VENDOR' | 'OWNER' | 'EMPLOYEE';
  subject_id: number;
  subject_name: string;
  monitored_since: Date;
}

/**
 * The auditor's view: every subject monitored during the period (the company, owners, employees), the
 * list snapshots in force during it, and the outcome at its end with each alert's history in the period.
 */
export async function auditRows(ctx: ServiceContext, query: z.output<typeof AuditQuery>): Promise<AuditRow[]> {
  const vendorId = actingVendorId(requireActor(ctx));
  const end = new Date(`${query.to}T23:59:59.999Z`);
  const start = new Date(`${query.from}T00:00:00Z`);
  const { rows: subjects } = await sql<SubjectRow>`
    SELECT 'VENDOR' AS subject_type, v.id AS subject_id, COALESCE(v.business_name, v.ptid) AS subject_name, v.created_at AS monitored_since
      FROM vendors v WHERE v.id = ${vendorId} AND v.business_name IS NOT NULL AND v.created_at <= ${end}
    UNION ALL
    SELECT 'OWNER', o.id, COALESCE(o.business_name, o.first_name || ' ' || o.last_name), o.created_at
      FROM owners o WHERE o.vendor_id = ${vendorId} AND o.created_at <= ${end} AND (o.deleted_at IS NULL OR o.deleted_at >= ${start})
    UNION ALL
    SELECT 'EMPLOYEE', e.id, e.first_name || ' ' || e.last_name, e.created_at
      FROM employees e WHERE e.vendor_id = ${vendorId} AND e.created_at <= ${end} AND (e.terminated_at IS NULL OR e.terminated_at >= ${start})
    ORDER BY 1, 3`.execute(ctx.db);
  const snapshots = await ctx.db
    .selectFrom('list_snapshots as n')
    .innerJoin('list_sources as s', 's.id', 'n.source_id')
    .select(['s.name', sql<string>`max(n.finished_at)::date::text`.as('latest')])
    .where('n.status', 'in', ['ACTIVE', 'SUPERSEDED'])
    .where('n.finished_at', '<=', end)
    .groupBy('s.name')
    .orderBy('s.name')
    .execute();
  const listsChecked = snapshots.map((snapshot) => `${snapshot.name} (${snapshot.latest})`).join('; ');

  const history = await ctx.db
    .selectFrom('screening_alert_history as h')
    .innerJoin('screening_alerts as a', 'a.id', 'h.alert_id')
    .innerJoin('list_sources as s', 's.id', 'a.source_id')
    .select([
      'a.id',
      'a.subject_type',
      'a.subject_id',
      'a.matched_name',
      's.name as list_name',
      'h.occurred_at',
      'h.from_status',
      'h.to_status',
      'h.username',
      'h.note',
    ])
    .where('a.vendor_id', '=', vendorId)
    .where('h.occurred_at', '<=', end)
    .orderBy('h.occurred_at')
    .orderBy('h.id')
    .execute();

  const rows: AuditRow[] = subjects.map((subject) => {
    const entries = history.filter((h) => h.subject_type === subject.subject_type && h.subject_id === subject.subject_id);
    const alertIds = [...new Set(entries.map((e) => e.id))];
    const alerts = alertIds.map((id) => {
      const ofAlert = entries.filter((e) => e.id === id);
      const last = ofAlert[ofAlert.length - 1]!;
      return {
        listName: last.list_name,
        recordName: last.matched_name,
        status: last.to_status,
        history: ofAlert
          .filter((e) => e.occurred_at >= start)
          .map((e) => ({
            at: e.occurred_at.toISOString(),
            change: e.from_status ? `${e.from_status} to ${e.to_status}` : `raised (${e.to_status})`,
            by: e.username ?? 'automatic screening',
            note: e.note,
          })),
      };
    });
    const outcome = alerts.some((a) => a.status === 'CONFIRMED')
      ? 'CONFIRMED'
      : alerts.some((a) => a.status === 'OPEN')
        ? 'UNDER_REVIEW'
        : 'NO_MATCH';
    return {
      subjectType: subject.subject_type,
      subjectId: subject.subject_id,
      subjectName: subject.subject_name,
      monitoredSince: subject.monitored_since.toISOString().slice(0, 10),
      listsChecked,
      outcome,
      alerts,
    };
  });
  return rows.filter(
    (row) => (!query.subjectType || row.subjectType === query.subjectType) && (!query.outcome || row.outcome === query.outcome),
  );
}

export function auditCsvRecords(rows: AuditRow[]): string[][] {
  const header = ['Subject type', 'Subject', 'Monitored since', 'Lists checked', 'Outcome', 'List', 'Record', 'Alert status', 'History'];
  const records: string[][] = [header];
  for (const row of rows) {
    const base = [row.subjectType, row.subjectName, row.monitoredSince, row.listsChecked, OUTCOME_TEXT[row.outcome]];
    if (!row.alerts.length) records.push([...base, '', '', '', '']);
    for (const alert of row.alerts) {
      const history = alert.history.map((h) => `${h.at.slice(0, 10)} ${h.change} by ${h.by}${h.note ? `: ${h.note}` : ''}`).join(' | ');
      records.push([...base, alert.listName, alert.recordName, alert.status, history]);
    }
  }
  return records.map((record) => record.map(safeCell));
}

/** The audit of the acting vendor as a PDF headed with its name, with its download name. */
export async function auditPdf(ctx: ServiceContext, query: z.output<typeof AuditQuery>): Promise<{ filename: string; pdf: Buffer }> {
  const rows = await auditRows(ctx, query);
  const vendor = await vendorInfo(ctx);
  return {
    filename: `Monitoring audit ${query.from} to ${query.to}.pdf`,
    pdf: await renderPdf(AuditDocument({ rows, from: query.from, to: query.to, vendorName: vendor.name })),
  };
}

/** The audit rows of the acting vendor as CSV (formula-injection safe), with its download name. */
export async function auditCsv(ctx: ServiceContext, query: z.output<typeof AuditQuery>): Promise<{ filename: string; csv: string }> {
  const rows = await auditRows(ctx, query);
  return { filename: `Monitoring audit ${query.from} to ${query.to}.csv`, csv: stringify(auditCsvRecords(rows)) };
}
