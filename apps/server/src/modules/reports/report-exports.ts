import type { z } from 'zod';
import type { AuditQuery } from '@app/shared/reports/audit';
import { AUDIT_PDF_MAX_SUBJECTS, type ReportExport, type StartReportExport } from '@app/shared/reports/report-export';
import { actingVendorId } from '../../platform/auth/access';
import { recordAudit } from '../../platform/audit/audit-log';
import { requireActor, type ServiceContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { auditTooLargeForDownload } from './audit';
import { countAuditSubjects } from './audit-pages';
import { reportExportJob } from './report-export-job';

type ExportRow = {
  id: number;
  kind: 'AUDIT_PDF';
  status: ReportExport['status'];
  done: number;
  total: number;
  file_id: number | null;
  params: { from: string; to: string };
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
};

const COLUMNS = ['id', 'kind', 'status', 'done', 'total', 'file_id', 'params', 'error', 'created_at', 'finished_at'] as const;

export const exportFilename = (params: { from: string; to: string }) => `Monitoring audit ${params.from} to ${params.to}.pdf`;

function toReportExport(row: ExportRow): ReportExport {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    done: row.done,
    total: row.total,
    fileId: row.file_id,
    filename: exportFilename(row.params),
    error: row.error,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

/** jsonb keeps its own key order, so queries are compared field by field. */
const sameAuditQuery = (a: Partial<Record<keyof z.output<typeof AuditQuery>, string>>, b: z.output<typeof AuditQuery>) =>
  a.from === b.from && a.to === b.to && a.subjectType === b.subjectType && a.outcome === b.outcome;

/**
 * Starts preparing an export too large for one request (today the monitoring audit PDF). One export at
 * a time per vendor: asking again for the one being prepared returns it; another while one runs is a 409.
 */
export async function startReportExport(ctx: ServiceContext, input: z.output<typeof StartReportExport>): Promise<ReportExport> {
  const actor = requireActor(ctx);
  const vendorId = actingVendorId(actor);
  const params: z.output<typeof AuditQuery> = input.query;
  const total = await countAuditSubjects(ctx.db, vendorId, params);
  if (total > AUDIT_PDF_MAX_SUBJECTS) throw auditTooLargeForDownload(total);
  return ctx.db.transaction().execute(async (trx) => {
    // Serialises the starts of one vendor, so two clicks make one export.
    await trx.selectFrom('vendors').select('id').where('id', '=', vendorId).forUpdate().executeTakeFirstOrThrow();
    const active = await trx
      .selectFrom('report_exports')
      .select(COLUMNS)
      .where('vendor_id', '=', vendorId)
      .where('status', 'in', ['QUEUED', 'RUNNING'])
      .executeTakeFirst();
    if (active) {
      if (sameAuditQuery(active.params, params)) return toReportExport(active as ExportRow);
      throw conflict('Another export is being prepared. Download it when it is ready, then start this one.');
    }
    const row = await trx
      .insertInto('report_exports')
      .values({ vendor_id: vendorId, requested_by: actor.userId, kind: input.kind, params: JSON.stringify(params), total })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    await ctx.jobs.send(reportExportJob, { exportId: row.id }, { trx });
    await recordAudit(trx, ctx, {
      action: 'report-export.started',
      entityType: 'report-export',
      entityId: row.id,
      details: { kind: input.kind, total },
    });
    return toReportExport(row as ExportRow);
  });
}

/** One export of the acting vendor, with its progress; 404 for another vendor's. */
export async function getReportExport(ctx: ServiceContext, input: { id: number }): Promise<ReportExport> {
  const vendorId = actingVendorId(requireActor(ctx));
  const row = await ctx.db
    .selectFrom('report_exports')
    .select(COLUMNS)
    .where('id', '=', input.id)
    .where('vendor_id', '=', vendorId)
    .executeTakeFirst();
  if (!row) throw notFound('Export not found.');
  return toReportExport(row as ExportRow);
}
