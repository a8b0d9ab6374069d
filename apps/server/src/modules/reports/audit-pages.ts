import { sql, type RawBuilder } from 'kysely';
import type { z } from 'zod';
import type { AuditQuery, AuditRow } from '@app/shared/reports/audit';
import { listOfDate } from '@app/shared/platform/us-date';
import { alertChangeText, alertStatusText } from '@app/shared/screening/alerts';
import { listRecordDetails } from '@app/shared/screening/list-record-fields';
import type { Db, DbTransaction } from '../../platform/db/database';

/** Subjects read per FETCH from the cursor: one page of rows in memory at a time. */
export const AUDIT_PAGE_SIZE = 1_000;

interface SubjectRow {
  subject_type: 'VENDOR' | 'OWNER' | 'EMPLOYEE';
  subject_id: number;
  subject_name: string;
  monitored_since: Date;
}

interface HistoryEntry {
  id: number;
  subject_type: string;
  subject_id: number;
  matched_name: string;
  record: unknown;
  list_name: string;
  occurred_at: Date;
  from_status: string | null;
  to_status: string;
  username: string | null;
  note: string | null;
}

interface Period {
  start: Date;
  end: Date;
}

export const auditPeriod = (query: z.output<typeof AuditQuery>): Period => ({
  start: new Date(`${query.from}T00:00:00Z`),
  end: new Date(`${query.to}T23:59:59.999Z`),
});

/** Every subject monitored during the period (the company, owners, employees), of one type if asked. */
function subjectsSql(vendorId: number, query: z.output<typeof AuditQuery>, { start, end }: Period): RawBuilder<SubjectRow> {
  const type = query.subjectType ?? null;
  return sql<SubjectRow>`
    SELECT * FROM (
      SELECT 'VENDOR' AS subject_type, v.id AS subject_id, COALESCE(NULLIF(btrim(v.business_name), ''), NULLIF(btrim(v.dba_name), ''), v.ptid) AS subject_name, v.created_at AS monitored_since
        FROM vendors v WHERE v.id = ${vendorId} AND v.business_name IS NOT NULL AND v.created_at <= ${end}
      UNION ALL
      SELECT 'OWNER', o.id, COALESCE(o.business_name, o.first_name || ' ' || o.last_name), o.created_at
        FROM owners o WHERE o.vendor_id = ${vendorId} AND o.created_at <= ${end} AND (o.deleted_at IS NULL OR o.deleted_at >= ${start})
      UNION ALL
      SELECT 'EMPLOYEE', e.id, e.first_name || ' ' || e.last_name, e.created_at
        FROM employees e WHERE e.vendor_id = ${vendorId} AND e.created_at <= ${end} AND (e.terminated_at IS NULL OR e.terminated_at >= ${start})
    ) subjects
    WHERE ${type}::text IS NULL OR subject_type = ${type}`;
}

/** How many subjects the audit covers (before the outcome filter): what a download of it would hold. */
export async function countAuditSubjects(db: Db, vendorId: number, query: z.output<typeof AuditQuery>): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM (${subjectsSql(vendorId, query, auditPeriod(query))}) s`.execute(db);
  return Number(rows[0]!.n);
}

/** The lists checked in the period: "OIG LEIE, list of 11/01/2026" for each list's latest import by the period's end. */
async function listsChecked(db: DbTransaction, end: Date): Promise<string> {
  const snapshots = await db
    .selectFrom('list_snapshots as n')
    .innerJoin('list_sources as s', 's.id', 'n.source_id')
    .select(['s.name', sql<string>`max(n.finished_at)::date::text`.as('latest')])
    .where('n.status', 'in', ['ACTIVE', 'SUPERSEDED'])
    .where('n.finished_at', '<=', end)
    .groupBy('s.name')
    .orderBy('s.name')
    .execute();
  return snapshots.map((snapshot) => listOfDate(snapshot.name, snapshot.latest)).join('; ');
}

/** The alert history up to the period's end of one page of subjects, grouped by subject. */
async function historyOf(db: DbTransaction, vendorId: number, subjects: SubjectRow[], end: Date): Promise<Map<string, HistoryEntry[]>> {
  const ids = (type: SubjectRow['subject_type']) => subjects.filter((s) => s.subject_type === type).map((s) => s.subject_id);
  const entries = await db
    .selectFrom('screening_alert_history as h')
    .innerJoin('screening_alerts as a', 'a.id', 'h.alert_id')
    .innerJoin('list_sources as s', 's.id', 'a.source_id')
    .select(['a.id', 'a.subject_type', 'a.subject_id', 'a.matched_name', 'a.record', 's.name as list_name'])
    .select(['h.occurred_at', 'h.from_status', 'h.to_status', 'h.username', 'h.note'])
    .where('a.vendor_id', '=', vendorId)
    .where((eb) =>
      eb.or(
        (['VENDOR', 'OWNER', 'EMPLOYEE'] as const)
          .filter((type) => ids(type).length > 0)
          .map((type) => eb.and([eb('a.subject_type', '=', type), eb('a.subject_id', '=', eb.fn.any(sql.val(ids(type))))])),
      ),
    )
    .where('h.occurred_at', '<=', end)
    .orderBy('h.occurred_at')
    .orderBy('h.id')
    .execute();
  const bySubject = new Map<string, HistoryEntry[]>();
  for (const entry of entries) {
    const key = `${entry.subject_type}-${entry.subject_id}`;
    const list = bySubject.get(key) ?? [];
    list.push(entry);
    bySubject.set(key, list);
  }
  return bySubject;
}

function auditRow(subject: SubjectRow, entries: HistoryEntry[], checked: string, start: Date): AuditRow {
  const byAlert = new Map<number, HistoryEntry[]>();
  for (const entry of entries) byAlert.set(entry.id, [...(byAlert.get(entry.id) ?? []), entry]);
  const alerts = [...byAlert.values()].map((ofAlert) => {
    const last = ofAlert[ofAlert.length - 1]!;
    return {
      listName: last.list_name,
      recordName: last.matched_name,
      // The vendor audits its own subjects: the list record in full (its own people's dates of birth included).
      recordFields: listRecordDetails(last.record, 'full'),
      status: alertStatusText(last.to_status),
      history: ofAlert
        .filter((e) => e.occurred_at >= start)
        .map((e) => ({
          at: e.occurred_at.toISOString(),
          change: alertChangeText(e.from_status, e.to_status),
          by: e.username ?? 'automatic screening',
          note: e.note,
        })),
    };
  });
  const statuses = [...byAlert.values()].map((ofAlert) => ofAlert[ofAlert.length - 1]!.to_status);
  const outcome = statuses.includes('CONFIRMED')
    ? 'CONFIRMED'
    : statuses.includes('OPEN') || statuses.includes('VENDOR_RESPONDED')
      ? 'UNDER_REVIEW'
      : 'NO_MATCH';
  return {
    subjectType: subject.subject_type,
    subjectId: subject.subject_id,
    subjectName: subject.subject_name,
    monitoredSince: subject.monitored_since.toISOString().slice(0, 10),
    listsChecked: checked,
    outcome,
    alerts,
  };
}

/**
 * The audit of one vendor, page by page, in the report's order (type, name): the subjects are read from a
 * server-side cursor in a read-only REPEATABLE READ transaction (one consistent snapshot, one page in
 * memory), each page with its subjects' alert history. `onPage` gets the rows the outcome filter keeps;
 * the event loop is free between pages. Returns how many subjects were read.
 */
export async function eachAuditPage(
  db: Db,
  vendorId: number,
  query: z.output<typeof AuditQuery>,
  onPage: (rows: AuditRow[], read: number) => Promise<void>,
  pageSize = AUDIT_PAGE_SIZE,
): Promise<number> {
  const period = auditPeriod(query);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const checked = await listsChecked(trx, period.end);
      await sql`DECLARE audit_subjects NO SCROLL CURSOR FOR ${subjectsSql(vendorId, query, period)}
                ORDER BY subject_type, subject_name, subject_id`.execute(trx);
      let read = 0;
      for (;;) {
        const { rows: subjects } = await sql<SubjectRow>`FETCH ${sql.raw(String(pageSize))} FROM audit_subjects`.execute(trx);
        if (!subjects.length) return read;
        read += subjects.length;
        const history = await historyOf(trx, vendorId, subjects, period.end);
        const rows = subjects
          .map((subject) => auditRow(subject, history.get(`${subject.subject_type}-${subject.subject_id}`) ?? [], checked, period.start))
          .filter((row) => !query.outcome || row.outcome === query.outcome);
        await onPage(rows, read);
      }
    });
}
