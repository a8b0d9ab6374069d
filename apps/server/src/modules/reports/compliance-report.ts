import { maskTin } from '@app/shared/company/tin-mask';
import { sql } from 'kysely';
import type { ComplianceReport } from '@app/shared/reports/compliance-report';
import { readableVendorId } from '../../platform/auth/tenant-scope';
import type { ServiceContext } from '../../platform/context';
import { renderPdf } from '../../platform/pdf/render-pdf';
import { RenderedPdfCache } from '../../platform/pdf/rendered-pdf-cache';
import { alertSubjectInForceSql } from '../customers/compliance-status-sql';
import { checklistStatusSql } from '../checklists/checklist-status-sql';
import { listCustomers } from '../customers/customers';
import { listsInForce } from '../screening/lists/lists-checked';
import { vendorInfoWithTin } from '../customers/vendor-info';
import { complianceReportDocument } from './compliance-report-document';
import { preparedRows } from '../../platform/db/prepared-query';

const SUBJECT_BY_TYPE = { COMPANY_MONITORING: 'VENDOR', OWNER_MONITORING: 'OWNER', EMPLOYEE_MONITORING: 'EMPLOYEE' } as const;

/**
 * The compliance report of one vendor, built from the same queries as the screens (customers and their
 * compliance, vendor info, the lists in force) so the PDF and the pages never disagree. Of the acting vendor,
 * or (with `vendorId`) of a vendor the actor may read: itself, a client it is enrolled with, an admin.
 */
export async function complianceReport(ctx: ServiceContext, input: { vendorId?: number }): Promise<ComplianceReport> {
  const vendorId = await readableVendorId(ctx, input.vendorId);
  const db = ctx.db;
  const [{ info, tin: vendor }, customers] = await Promise.all([vendorInfoWithTin(ctx, { vendorId }), listCustomers(ctx, { vendorId })]);

  const forms = await preparedRows(
    db,
    db
      .selectFrom('checklist_items as i')
      .select([
        'i.client_id',
        sql<string>`count(*)`.as('total'),
        sql<string>`count(*) FILTER (WHERE ${checklistStatusSql('i')} = 'COMPLETE')`.as('complete'),
        sql<string>`count(*) FILTER (WHERE ${checklistStatusSql('i')} <> 'COMPLETE' AND i.due_date < CURRENT_DATE)`.as('overdue'),
      ])
      .where('i.vendor_id', '=', vendorId)
      .where('i.required', '=', true)
      .groupBy('i.client_id'),
  );

  const alertCounts = await preparedRows(
    db,
    db
      .selectFrom('screening_alerts')
      .select([
        'subject_type',
        sql<string>`count(*) FILTER (WHERE status IN ('OPEN', 'VENDOR_RESPONDED'))`.as('open'),
        sql<string>`count(*) FILTER (WHERE status = 'CONFIRMED')`.as('confirmed'),
      ])
      .where('vendor_id', '=', vendorId)
      .where(alertSubjectInForceSql('screening_alerts'))
      .groupBy('subject_type'),
  );

  const lists = await listsInForce(db);
  const [lastRun] = await preparedRows(
    db,
    db
      .selectFrom('screening_runs')
      .select(['kind', 'finished_at', 'subjects_done'])
      .where('status', '=', 'FINISHED')
      .orderBy('finished_at', 'desc')
      .limit(1),
  );

  const tin = vendor.tin_encrypted ? ctx.encryption.decrypt(vendor.tin_encrypted, 'vendor.tin') : null;
  return {
    generatedAt: new Date().toISOString(),
    vendor: {
      vendorId,
      name: info.name,
      ptid: info.ptid,
      maskedTin: tin ? maskTin(tin, vendor.tin_type) : null,
      address: [info.address.addrLine1, info.address.addrLine2, info.address.city, info.address.state, info.address.zip]
        .filter(Boolean)
        .join(', '),
    },
    customers: customers.map((customer) => {
      const counts = forms.find((f) => f.client_id === customer.clientId);
      return {
        customerName: customer.customerName,
        enrollmentComplete: customer.enrollmentComplete,
        enrollmentCompleteDate: customer.enrollmentCompleteDate,
        complianceStatus: customer.complianceStatus,
        openAlerts: customer.openAlerts,
        requiredForms: {
          total: Number(counts?.total ?? 0),
          complete: Number(counts?.complete ?? 0),
          overdue: Number(counts?.overdue ?? 0),
        },
      };
    }),
    monitoring: info.monitoringInfos.map((monitoring) => {
      const counts = alertCounts.find((a) => a.subject_type === SUBJECT_BY_TYPE[monitoring.type]);
      return {
        type: monitoring.type,
        startDate: monitoring.startDate,
        subjectsMonitored: monitoring.numberOfEntities,
        openMatches: Number(counts?.open ?? 0),
        confirmedMatches: Number(counts?.confirmed ?? 0),
      };
    }),
    lists,
    lastScreeningRun: lastRun
      ? { kind: lastRun.kind, finishedAt: lastRun.finished_at?.toISOString() ?? null, subjects: lastRun.subjects_done }
      : null,
  };
}

/** Compliance PDFs by their report's data: a download of unchanged data skips the render (decision 210). */
const renderedReports = new RenderedPdfCache();

/**
 * The compliance report as a PDF (portrait US letter) with its download name. A report whose data is
 * unchanged since a download in the last minutes is that download's PDF, generation time included.
 */
export async function complianceReportPdf(ctx: ServiceContext, input: { vendorId?: number }): Promise<{ filename: string; pdf: Buffer }> {
  const { generatedAt: _asked, ...data } = await complianceReport(ctx, input);
  const { pdf, renderedAt } = await renderedReports.get(data, (generatedAt) =>
    renderPdf(complianceReportDocument, { report: { ...data, generatedAt } }),
  );
  return { filename: `Compliance Report - ${data.vendor.name} - ${renderedAt.slice(0, 10)}.pdf`, pdf };
}
