import { NO_MONITORING_SUBSCRIPTION } from '@app/shared/employees/employee';
import { SEND_DATE_IN_PAST, type ScheduledReport, type ScheduledReportInput } from '@app/shared/reports/scheduled-report';
import { recordAudit } from '../../platform/audit/audit-log';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { forbidden, notFound, validationFailed } from '../../platform/errors';
import { anyOf } from '../../platform/db/any-of';

/** Today in the vendor's time zone (default US Eastern): when "not before today" is judged and reports go out. */
async function vendorToday(db: Db, vendorId: number, now = new Date()): Promise<string> {
  const vendor = await db.selectFrom('vendors').select('time_zone').where('id', '=', vendorId).executeTakeFirstOrThrow();
  return todayIn(vendor.time_zone, now);
}

export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Shared reports need the employee-monitoring subscription (spec 001 §6). */
function sharingVendorId(ctx: ServiceContext): number {
  const actor = requireActor(ctx);
  const vendorId = actingVendorId(actor);
  if (!actor.hasMonitoringAccess) throw forbidden(NO_MONITORING_SUBSCRIPTION);
  return vendorId;
}

export async function listScheduledReports(ctx: ServiceContext): Promise<ScheduledReport[]> {
  const vendorId = sharingVendorId(ctx);
  const reports = await ctx.db
    .selectFrom('scheduled_reports')
    .selectAll()
    .where('vendor_id', '=', vendorId)
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
  const deliveries = reports.length
    ? await ctx.db
        .selectFrom('scheduled_report_deliveries as d')
        .leftJoin('mail_outbox as m', 'm.id', 'd.outbox_id')
        .select(['d.report_id', 'd.occurrence', 'd.email', 'm.sent_at', 'm.error', 'm.transport'])
        .where('d.report_id', '=', anyOf(reports.map((r) => r.id)))
        .orderBy('d.id')
        .execute()
    : [];
  return reports.map((report) => ({
    id: report.id,
    type: 'VENDOR_COMPLIANCE_REPORT' as const,
    startDate: report.start_date,
    frequency: report.frequency,
    companyName: report.company_name,
    recipients: report.recipients,
    nextSendDate: report.next_send_date,
    deliveries: deliveries
      .filter((d) => d.report_id === report.id)
      .map((d) => ({
        occurrence: d.occurrence,
        email: d.email,
        sentAt: d.sent_at?.toISOString() ?? null,
        error: d.transport === 'outbox' ? null : d.error,
      })),
  }));
}

async function checkedInput(ctx: ServiceContext, vendorId: number, input: ScheduledReportInput) {
  if (input.startDate < (await vendorToday(ctx.db, vendorId))) throw validationFailed(SEND_DATE_IN_PAST, { startDate: SEND_DATE_IN_PAST });
  return { ...input, companyName: input.companyName || input.recipients[0]!.companyName };
}

export async function createScheduledReport(ctx: ServiceContext, input: ScheduledReportInput): Promise<ScheduledReport> {
  const vendorId = sharingVendorId(ctx);
  const values = await checkedInput(ctx, vendorId, input);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('scheduled_reports')
      .values({
        vendor_id: vendorId,
        start_date: values.startDate,
        frequency: values.frequency,
        company_name: values.companyName,
        recipients: JSON.stringify(values.recipients),
        next_send_date: values.startDate,
        created_by: requireActor(ctx).userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, ctx, { action: 'scheduled-report.created', entityType: 'scheduled-report', entityId: row.id });
    return row.id;
  });
  return (await listScheduledReports(ctx)).find((r) => r.id === id)!;
}

export async function updateScheduledReport(ctx: ServiceContext, id: number, input: ScheduledReportInput): Promise<ScheduledReport> {
  const vendorId = sharingVendorId(ctx);
  const values = await checkedInput(ctx, vendorId, input);
  await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('scheduled_reports')
      .set({
        start_date: values.startDate,
        frequency: values.frequency,
        company_name: values.companyName,
        recipients: JSON.stringify(values.recipients),
        next_send_date: values.startDate,
      })
      .where('id', '=', id)
      .where('vendor_id', '=', vendorId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!updated.numUpdatedRows) throw notFound('Scheduled report not found.');
    await recordAudit(trx, ctx, { action: 'scheduled-report.updated', entityType: 'scheduled-report', entityId: id });
  });
  return (await listScheduledReports(ctx)).find((r) => r.id === id)!;
}

export async function deleteScheduledReport(ctx: ServiceContext, id: number): Promise<void> {
  const vendorId = sharingVendorId(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .updateTable('scheduled_reports')
      .set({ deleted_at: new Date() })
      .where('id', '=', id)
      .where('vendor_id', '=', vendorId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!deleted.numUpdatedRows) throw notFound('Scheduled report not found.');
    await recordAudit(trx, ctx, { action: 'scheduled-report.deleted', entityType: 'scheduled-report', entityId: id });
  });
}
