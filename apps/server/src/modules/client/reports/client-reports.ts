import { Readable } from 'node:stream';
import { stringify as csvStream } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'kysely';
import type { z } from 'zod';
import { VENDOR_SUMMARY_PDF_MAX_ROWS, type AlertHistoryQuery, type VendorSummaryQuery } from '@app/shared/client/reports';
import type { ClientVendorRow } from '@app/shared/client/vendor-list';
import { underReviewText } from '@app/shared/customers/compliance-status';
import { usDateTimeUtc } from '@app/shared/platform/us-date';
import { alertChangeText, alertHistoryReason, alertSubjectLabel } from '@app/shared/screening/alerts';
import { labelledFieldsText, listRecordDetails } from '@app/shared/screening/list-record-fields';
import { readableClientScope } from '../../../platform/auth/tenant-scope';
import type { ServiceContext } from '../../../platform/context';
import { renderPdf } from '../../../platform/pdf/render-pdf';
import { safeCell } from '../../../platform/csv/safe-cell';
import { subjectNameSql } from '../../screening/alerts/subject-name';
import { vendorListFilter } from '../vendors/list-vendors';
import { recordsOfGroups, toVendorRow, vendorGroupsPage } from '../vendors/vendor-list-queries';
import { vendorSummaryDocument } from './vendor-summary-document';

const ALL = 1_000_000;

/**
 * The client's vendor groups (all, or those the filters select) by name, at most `limit` of them, with
 * the count of every matching group and of the Compliant ones among them.
 */
async function summaryRows(ctx: ServiceContext, filters: Omit<z.output<typeof VendorSummaryQuery>, 'format'>, limit: number) {
  const scope = await readableClientScope(ctx);
  const groups = await vendorGroupsPage(
    ctx.db,
    vendorListFilter(ctx, scope, filters),
    { sortBy: 'preferredName', sortDesc: false },
    {
      offset: 0,
      limit,
    },
  );
  const { byGroup, ptids } = await recordsOfGroups(ctx.db, groups);
  const client = await ctx.db.selectFrom('clients').select('name').where('id', '=', scope.clientId).executeTakeFirstOrThrow();
  return {
    clientName: client.name,
    total: groups[0]?.total ?? 0,
    compliant: groups[0]?.compliant_total ?? 0,
    rows: groups.map((g) => toVendorRow(g, byGroup.get(g.id) ?? [], g.vendor_id === null ? null : (ptids.get(g.vendor_id) ?? null))),
  };
}

const ENROLLMENT_TEXT = { NOT_STARTED: 'Not started', IN_PROGRESS: 'In progress', COMPLETE: 'Complete' } as const;

/**
 * The compliance summary of the client's vendors (all, or those the list's filters select) as CSV
 * (formula-injection safe, streamed row by row: a 100,000-group master is tens of megabytes) or PDF
 * (the first VENDOR_SUMMARY_PDF_MAX_ROWS groups by name, and the counts of all), with its download name.
 */
export async function vendorComplianceSummary(ctx: ServiceContext, input: z.output<typeof VendorSummaryQuery>) {
  const asOf = new Date().toISOString().slice(0, 10);
  const filename = `Vendor compliance summary ${asOf}.${input.format}`;
  if (input.format === 'pdf') {
    const summary = await summaryRows(ctx, input, VENDOR_SUMMARY_PDF_MAX_ROWS);
    return { filename, contentType: 'application/pdf', body: await renderPdf(vendorSummaryDocument, { ...summary, asOf }) };
  }
  const { rows }: { rows: ClientVendorRow[] } = await summaryRows(ctx, input, ALL);
  const header = [
    'Vendor',
    'PTID',
    'Vendor numbers',
    'TINs',
    'Category',
    'Facilities',
    'Enrollment',
    'Enrolled on',
    'Compliance status',
    'Next due date',
    'Open alerts',
    'Under review',
  ];
  const record = (row: ClientVendorRow) => [
    row.preferredName,
    row.ptid ?? '',
    row.vendorNumbers.join('; '),
    row.maskedTins.join('; '),
    row.category ?? '',
    row.facilities.map((f) => f.name).join('; '),
    ENROLLMENT_TEXT[row.enrollment],
    row.enrollmentCompleteDate ?? '',
    row.complianceStatus,
    row.nextDueDate ?? '',
    String(row.openAlerts),
    row.openAlerts > 0 ? underReviewText(row.openAlerts) : '',
  ];
  function* lines() {
    yield header;
    for (const row of rows) yield record(row).map(safeCell);
  }
  return { filename, contentType: 'text/csv; charset=utf-8', body: Readable.from(lines()).pipe(csvStream()) };
}

/**
 * Every change to an alert on the client's vendors, their owners and employees within a period (raised, confirmed,
 * cleared, reopened, closed), oldest first, as CSV.
 */
export async function alertHistoryCsv(ctx: ServiceContext, query: z.output<typeof AlertHistoryQuery>) {
  const scope = await readableClientScope(ctx);
  const { rows } = await sql<{
    occurred_at: Date;
    vendor_name: string;
    subject_type: string;
    subject_name: string;
    list_name: string;
    record_id: string;
    matched_name: string;
    record: unknown;
    score: number;
    from_status: string | null;
    to_status: string;
    username: string | null;
    note: string | null;
    reason: string;
  }>`
    WITH mine AS (
      SELECT DISTINCT ON (g.vendor_id) g.vendor_id, g.preferred_name
        FROM covgs g
       WHERE g.client_id = ANY(${scope.clientIds}::bigint[]) AND NOT g.trashed AND g.vendor_id IS NOT NULL
       ORDER BY g.vendor_id, g.id)
    SELECT h.occurred_at, m.preferred_name AS vendor_name, a.subject_type,
           ${subjectNameSql('a')} AS subject_name,
           l.name AS list_name, a.record_id, a.matched_name, a.record, a.score, h.from_status, h.to_status, h.username, h.note, h.reason
      FROM screening_alert_history h
      JOIN screening_alerts a ON a.id = h.alert_id
      JOIN mine m ON m.vendor_id = a.vendor_id
      JOIN list_sources l ON l.id = a.source_id
     WHERE h.occurred_at >= ${query.from}::date AND h.occurred_at < ${query.to}::date + 1
     ORDER BY h.occurred_at, h.id`.execute(ctx.db);
  const header = ['Date', 'Vendor', 'Subject', 'List', 'Name on list', 'List record', 'Match score', 'Change', 'Why', 'By', 'Note'];
  // Readable evidence (issue 31): the subject named with its role, the list record as labelled fields as a
  // client may see them (a person's date of birth by year only), statuses and reasons in words, MM/DD/YYYY.
  const records = rows.map((r) => [
    usDateTimeUtc(r.occurred_at),
    r.vendor_name,
    alertSubjectLabel(r.subject_name, r.subject_type),
    r.list_name,
    r.matched_name,
    labelledFieldsText(listRecordDetails(r.record, 'client')),
    `${Math.round(Number(r.score) * 100)}%`,
    alertChangeText(r.from_status, r.to_status),
    alertHistoryReason(r.reason),
    r.username ?? 'VendorProof',
    r.note ?? '',
  ]);
  return { filename: `Alert history ${query.from} to ${query.to}.csv`, csv: stringify([header, ...records].map((r) => r.map(safeCell))) };
}
