import { z } from 'zod';
import { jobContext, type AppDeps } from '../../platform/context';
import { storeGeneratedFile } from '../../platform/files/store-generated-file';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { renderPdf } from '../../platform/pdf/render-pdf';
import { complianceReport } from './compliance-report';
import { complianceReportDocument } from './compliance-report-document';
import { todayIn } from './scheduled-reports';

const payload = z.object({ now: z.string().optional() }).passthrough();

/** The same day next month, or the month's last day when it is shorter (a report of the 31st goes on the 30th). */
export function nextMonthly(startDate: string, occurrence: string): string {
  const day = Number(startDate.slice(8, 10));
  const [year, month] = occurrence.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, 1));
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next.toISOString().slice(0, 10);
}

/**
 * Sends due scheduled reports (every 15 minutes): on the send date in the vendor's time zone the current
 * compliance report PDF is generated and e-mailed to each recipient not yet served for that occurrence
 * (one delivery row per occurrence and recipient, so a re-run never sends twice; failed deliveries are
 * retried by the mail job). ONE_TIME reports are then done; MONTHLY ones move to the next month.
 */
export const sendScheduledReportsJob: JobDefinition<typeof payload> = {
  name: 'reports.send-scheduled',
  payload,
  retryLimit: 3,
  schedule: '*/15 * * * *',
  async handle(deps, data) {
    await sendDueReports(deps, data.now ? new Date(data.now) : new Date());
  },
};

export async function sendDueReports(deps: AppDeps, now: Date): Promise<number> {
  const candidates = await deps.db
    .selectFrom('scheduled_reports as r')
    .innerJoin('vendors as v', 'v.id', 'r.vendor_id')
    .select(['r.id', 'r.vendor_id', 'r.start_date', 'r.frequency', 'r.recipients', 'r.next_send_date', 'r.company_name', 'v.time_zone'])
    .where('r.deleted_at', 'is', null)
    .where('r.next_send_date', 'is not', null)
    .execute();
  let sent = 0;
  for (const report of candidates) {
    const occurrence = report.next_send_date!;
    if (occurrence > todayIn(report.time_zone, now)) continue;
    const served = new Set(
      (
        await deps.db
          .selectFrom('scheduled_report_deliveries')
          .select('email')
          .where('report_id', '=', report.id)
          .where('occurrence', '=', occurrence)
          .execute()
      ).map((d) => d.email),
    );
    const pending = report.recipients.filter((r) => !served.has(r.email));
    if (pending.length) {
      const data = await complianceReport(jobContext(deps, sendScheduledReportsJob.name), { vendorId: report.vendor_id });
      const filename = `Compliance Report - ${data.vendor.name} - ${occurrence}.pdf`;
      const fileId = await storeGeneratedFile(deps, {
        vendorId: report.vendor_id,
        directory: 'generated-reports',
        filename,
        contentType: 'application/pdf',
        content: await renderPdf(complianceReportDocument, { report: data }),
      });
      for (const recipient of pending) {
        await deps.db.transaction().execute(async (trx) => {
          const claimed = await trx
            .insertInto('scheduled_report_deliveries')
            .values({ report_id: report.id, occurrence, email: recipient.email })
            .onConflict((oc) => oc.columns(['report_id', 'occurrence', 'email']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!claimed) return;
          const outboxId = await deps.mailer.send(
            {
              to: recipient.email,
              subject: `Compliance report of ${data.vendor.name}`,
              text: `Hello ${recipient.contactName},\n\n${data.vendor.name} shares its current VendorProof compliance report with ${recipient.companyName}. It is attached as a PDF.\n`,
              attachments: [{ fileId, filename, contentType: 'application/pdf' }],
            },
            { trx },
          );
          await trx.updateTable('scheduled_report_deliveries').set({ outbox_id: outboxId }).where('id', '=', claimed.id).execute();
          sent++;
        });
      }
    }
    await deps.db
      .updateTable('scheduled_reports')
      .set({ next_send_date: report.frequency === 'MONTHLY' ? nextMonthly(report.start_date, occurrence) : null })
      .where('id', '=', report.id)
      .where('next_send_date', '=', occurrence)
      .execute();
  }
  return sent;
}
