import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import { stringify } from 'csv-stringify/sync';
import { safeCell } from '../../platform/csv/safe-cell';
import type { z } from 'zod';
import { OUTCOME_TEXT, auditHistoryText, type AuditQuery, type AuditRow } from '@app/shared/reports/audit';
import { usDate } from '@app/shared/platform/us-date';
import { SUBJECT_TYPE_TEXT } from '@app/shared/screening/alerts';
import { labelledFieldsText } from '@app/shared/screening/list-record-fields';
import { AUDIT_PAGE_MAX_SUBJECTS, AUDIT_PDF_MAX_SUBJECTS, AUDIT_PDF_SYNC_MAX_SUBJECTS } from '@app/shared/reports/report-export';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { renderPdf } from '../../platform/pdf/render-pdf';
import { vendorInfo } from '../customers/vendor-info';
import { auditDocument } from './audit-document';
import { countAuditSubjects, eachAuditPage } from './audit-pages';

/**
 * The auditor's view: every subject monitored during the period (the company, owners, employees), the
 * list snapshots in force during it, and the outcome at its end with each alert's history in the period.
 */
export async function auditRows(ctx: ServiceContext, query: z.output<typeof AuditQuery>): Promise<AuditRow[]> {
  const vendorId = actingVendorId(requireActor(ctx));
  const subjects = await countAuditSubjects(ctx.db, vendorId, query);
  if (subjects > AUDIT_PAGE_MAX_SUBJECTS)
    throw new AppError(
      422,
      'EXPORT_TOO_LARGE',
      `This audit covers ${subjects.toLocaleString('en-US')} subjects; the page lists up to ${AUDIT_PAGE_MAX_SUBJECTS.toLocaleString('en-US')}. Narrow the filters or download the CSV.`,
    );
  return readAuditRows(ctx, vendorId, query);
}

async function readAuditRows(ctx: ServiceContext, vendorId: number, query: z.output<typeof AuditQuery>): Promise<AuditRow[]> {
  const rows: AuditRow[] = [];
  await eachAuditPage(ctx.db, vendorId, query, async (page) => {
    rows.push(...page);
  });
  return rows;
}

const CSV_HEADER = [
  'Subject type',
  'Subject',
  'Monitored since',
  'Lists checked',
  'Outcome',
  'List',
  'Name on list',
  'List record',
  'Alert status',
  'History',
];

function auditCsvRecords(rows: AuditRow[]): string[][] {
  const records: string[][] = [];
  for (const row of rows) {
    const base = [
      SUBJECT_TYPE_TEXT[row.subjectType],
      row.subjectName,
      usDate(row.monitoredSince),
      row.listsChecked,
      OUTCOME_TEXT[row.outcome],
    ];
    if (!row.alerts.length) records.push([...base, '', '', '', '', '']);
    for (const alert of row.alerts) {
      const history = alert.history.map(auditHistoryText).join(' | ');
      records.push([...base, alert.listName, alert.recordName, labelledFieldsText(alert.recordFields), alert.status, history]);
    }
  }
  return records.map((record) => record.map(safeCell));
}

const auditFilename = (query: z.output<typeof AuditQuery>, extension: 'pdf' | 'csv') =>
  `Monitoring audit ${query.from} to ${query.to}.${extension}`;

/**
 * The audit of the acting vendor as a PDF headed with its name, with its download name: rendered on a
 * render thread, for at most AUDIT_PDF_SYNC_MAX_SUBJECTS subjects. A larger audit answers 422
 * EXPORT_TOO_LARGE: it is prepared by a report export (POST /services/reports/exports) instead.
 */
export async function auditPdf(ctx: ServiceContext, query: z.output<typeof AuditQuery>): Promise<{ filename: string; pdf: Buffer }> {
  const vendorId = actingVendorId(requireActor(ctx));
  const subjects = await countAuditSubjects(ctx.db, vendorId, query);
  if (subjects > AUDIT_PDF_SYNC_MAX_SUBJECTS) throw auditTooLargeForDownload(subjects);
  const rows = await readAuditRows(ctx, vendorId, query);
  const vendor = await vendorInfo(ctx);
  return {
    filename: auditFilename(query, 'pdf'),
    pdf: await renderPdf(auditDocument, {
      rows,
      from: query.from,
      to: query.to,
      vendorName: vendor.name,
      subjectCount: rows.length,
      listsChecked: rows[0]?.listsChecked ?? '',
    }),
  };
}

export function auditTooLargeForDownload(subjects: number): AppError {
  return subjects > AUDIT_PDF_MAX_SUBJECTS
    ? new AppError(
        422,
        'EXPORT_TOO_LARGE',
        `This audit covers ${subjects.toLocaleString('en-US')} subjects; a PDF can hold up to ${AUDIT_PDF_MAX_SUBJECTS.toLocaleString('en-US')}. Narrow the filters or download the CSV.`,
      )
    : new AppError(
        422,
        'EXPORT_TOO_LARGE',
        `This audit covers ${subjects.toLocaleString('en-US')} subjects: its PDF is prepared in the background. Start the export and download it when it is ready.`,
      );
}

/**
 * The audit rows of the acting vendor as CSV (formula-injection safe), with its download name. The body
 * is a stream written page by page from the cursor (one page in memory, the event loop free between
 * pages, paused while the client is slow to read), so any size may be downloaded.
 */
export async function auditCsv(ctx: ServiceContext, query: z.output<typeof AuditQuery>): Promise<{ filename: string; csv: Readable }> {
  const vendorId = actingVendorId(requireActor(ctx));
  const csv = new PassThrough();
  csv.write(stringify([CSV_HEADER]));
  eachAuditPage(ctx.db, vendorId, query, async (rows) => {
    if (csv.destroyed) throw new Error('The client went away');
    if (!csv.write(stringify(auditCsvRecords(rows)))) await Promise.race([once(csv, 'drain'), once(csv, 'close')]);
  }).then(
    () => csv.end(),
    // Past the status line the only way to tell the client is to cut the body short.
    (error: Error) => csv.destroy(error),
  );
  return { filename: auditFilename(query, 'csv'), csv };
}
