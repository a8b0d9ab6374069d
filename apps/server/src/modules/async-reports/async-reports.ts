import type { Readable } from 'node:stream';
import {
  ASYNC_REPORTS_SHOWN,
  DEFAULT_BILLING_CLIENT_ID,
  previousMonthRange,
  reportDefinition,
  type GeneratedReport,
  type GenerateReportRequest,
} from '@app/shared/reports/async-reports';
import { recordAudit } from '../../platform/audit/audit-log';
import { requireActor, type ServiceContext } from '../../platform/context';
import { conflict, notFound, validationFailed } from '../../platform/errors';
import { clientExists, type ReportParameters } from './async-report-queries';
import { generateAsyncReportJob } from './generate-async-report-job';

const selectReports = (ctx: ServiceContext) =>
  ctx.db
    .selectFrom('async_reports as r')
    .leftJoin('users as u', 'u.id', 'r.requested_by')
    .select([
      'r.id',
      'r.identifier',
      'r.name',
      'r.parameters',
      'r.generation_status',
      'r.file_id',
      'r.notes',
      'r.start_time',
      'r.end_time',
      'u.username',
    ]);

type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['executeTakeFirstOrThrow']>>;

function generatedReport(row: ReportRow): GeneratedReport {
  const finished = row.generation_status === 'FINISHED' && row.file_id !== null;
  return {
    id: row.id,
    name: row.name,
    identifier: row.identifier,
    startTime: row.start_time?.toISOString() ?? null,
    endTime: row.end_time?.toISOString() ?? null,
    requestingUser: row.username,
    reportFileId: row.file_id,
    reportFileLink: finished ? `/services/asyncReports/${row.id}/download` : null,
    generationStatus: row.generation_status,
    notes: row.notes,
    parameters: row.parameters,
  };
}

/** GET /services/asyncReports (admin): the latest 100 generated reports, newest first. */
export async function listAsyncReports(ctx: ServiceContext): Promise<{ content: GeneratedReport[] }> {
  const rows = await selectReports(ctx).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(ASYNC_REPORTS_SHOWN).execute();
  return { content: rows.map(generatedReport) };
}

/** The report's parameters with the defaults of spec 002 §3 applied (the billing report's client 136, last month). */
function resolveParameters(input: GenerateReportRequest, today: string): ReportParameters {
  switch (input.identifier) {
    case 'salesforceInvoiceReportService':
      return {};
    case 'vendorExportOneOrganizationService':
      return { clientId: input.parameters.clientId };
    case 'vendorNamesForBillingService':
      return {
        clientId: input.parameters?.clientId ?? DEFAULT_BILLING_CLIENT_ID,
        dateRange: input.parameters?.dateRange ?? previousMonthRange(today),
      };
  }
}

/**
 * POST /services/asyncReports (admin): records the report NOT_STARTED and queues its generation in the
 * same transaction. A client ID no client has is refused on its field (400) rather than failing later.
 */
export async function generateAsyncReport(ctx: ServiceContext, input: GenerateReportRequest): Promise<GeneratedReport> {
  const actor = requireActor(ctx);
  const definition = reportDefinition(input.identifier);
  const parameters = resolveParameters(input, new Date().toISOString().slice(0, 10));
  if (parameters.clientId !== undefined && !(await clientExists(ctx.db, Number(parameters.clientId)))) {
    throw validationFailed('No client has this ID', { 'parameters.clientId': 'No client has this ID' });
  }
  const reportId = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('async_reports')
      .values({
        identifier: definition.identifier,
        name: definition.name,
        parameters: JSON.stringify(parameters),
        requested_by: actor.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.jobs.send(generateAsyncReportJob, { reportId: row.id }, { trx });
    await recordAudit(trx, ctx, {
      action: 'async-report.requested',
      entityType: 'async-report',
      entityId: row.id,
      details: { identifier: definition.identifier, parameters },
    });
    return row.id;
  });
  return generatedReport(await selectReports(ctx).where('r.id', '=', reportId).executeTakeFirstOrThrow());
}

/** GET /services/asyncReports/{id}/download (admin): the finished report's CSV, streamed from the file store. */
export async function openAsyncReport(
  ctx: ServiceContext,
  input: { id: number },
): Promise<{ filename: string; contentType: string; size: number; stream: Readable }> {
  const report = await ctx.db
    .selectFrom('async_reports as r')
    .leftJoin('files as f', 'f.id', 'r.file_id')
    .select(['r.generation_status', 'f.filename', 'f.content_type', 'f.size_bytes', 'f.storage_key'])
    .where('r.id', '=', input.id)
    .executeTakeFirst();
  if (!report) throw notFound('Report not found.');
  if (report.generation_status !== 'FINISHED' || !report.storage_key) throw conflict('The report is not finished.');
  return {
    filename: report.filename!,
    contentType: report.content_type!,
    size: Number(report.size_bytes),
    stream: ctx.files.read(report.storage_key),
  };
}
