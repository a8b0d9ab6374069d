import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { ComplianceReport } from '@app/shared/reports/compliance-report';
import { AuditQuery, AuditRow } from '@app/shared/reports/audit';
import { signedIn, vendorOnly } from '../../platform/auth/access';
import { attachmentHeader } from '../../platform/http/attachment-header';
import { auditCsv, auditPdf, auditRows } from './audit';
import { ScheduledReport, ScheduledReportInput } from '@app/shared/reports/scheduled-report';
import { createScheduledReport, deleteScheduledReport, listScheduledReports, updateScheduledReport } from './scheduled-reports';
import { sendPdf } from '../../platform/http/send-pdf';
import { serviceContext, type App } from '../../platform/http/types';
import { complianceReport, complianceReportPdf } from './compliance-report';
import { AUDIT_PAGE_MAX_SUBJECTS, AUDIT_PDF_SYNC_MAX_SUBJECTS, ReportExport, StartReportExport } from '@app/shared/reports/report-export';
import { getReportExport, startReportExport } from './report-exports';

const tags = ['reports'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
/** Without vendorId: the acting vendor. With it: that vendor, for itself, a client of it, or an admin. */
const VendorQuery = z.object({ vendorId: z.coerce.number().int().positive().optional() });

const ReportParams = z.object({ id: z.coerce.number().int().positive() });

export async function reportRoutes(app: App): Promise<void> {
  app.get('/services/reports/audit', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: `Monitoring evidence over a period (Audit page), up to ${AUDIT_PAGE_MAX_SUBJECTS.toLocaleString('en-US')} subjects (422 EXPORT_TOO_LARGE above)`,
      querystring: AuditQuery,
      response: { 200: z.array(AuditRow), ...errors, 422: ErrorEnvelope },
    },
    handler: async (request) => auditRows(serviceContext(request), request.query),
  });

  app.get('/services/reports/audit/pdf', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: `The audit as a PDF, up to ${AUDIT_PDF_SYNC_MAX_SUBJECTS.toLocaleString('en-US')} subjects (422 EXPORT_TOO_LARGE above: start an export)`,
      querystring: AuditQuery,
      response: { 200: z.unknown().describe('application/pdf'), ...errors, 422: ErrorEnvelope },
    },
    handler: async (request, reply) => {
      const { filename, pdf } = await auditPdf(serviceContext(request), request.query);
      return sendPdf(reply, filename, pdf);
    },
  });

  app.get('/services/reports/audit/csv', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'The audit rows as CSV (formula-injection safe), streamed from a cursor',
      querystring: AuditQuery,
      response: { 200: z.unknown().describe('text/csv'), ...errors },
    },
    handler: async (request, reply) => {
      const { filename, csv } = await auditCsv(serviceContext(request), request.query);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', attachmentHeader(filename));
      return reply.send(csv);
    },
  });

  app.post('/services/reports/exports', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Prepare a large export in the background (the monitoring audit PDF); poll it, then download its file',
      body: StartReportExport,
      response: { 202: ReportExport, ...errors, 409: ErrorEnvelope, 422: ErrorEnvelope },
    },
    handler: async (request, reply) => reply.status(202).send(await startReportExport(serviceContext(request), request.body)),
  });

  app.get('/services/reports/exports/:id', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'An export of the acting vendor: progress, then the fileId to download (GET /services/files/{fileId})',
      params: ReportParams,
      response: { 200: ReportExport, ...errors },
    },
    handler: async (request) => getReportExport(serviceContext(request), request.params),
  });

  app.get('/services/scheduled-reports', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Scheduled shared reports (all rows) with their deliveries',
      response: { 200: z.array(ScheduledReport), ...errors },
    },
    handler: async (request) => listScheduledReports(serviceContext(request)),
  });

  app.post('/services/scheduled-reports', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Schedule the compliance report by e-mail',
      body: ScheduledReportInput,
      response: { 201: ScheduledReport, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await createScheduledReport(serviceContext(request), request.body)),
  });

  app.put('/services/scheduled-reports/:id', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Change a scheduled report',
      params: ReportParams,
      body: ScheduledReportInput,
      response: { 200: ScheduledReport, ...errors },
    },
    handler: async (request) => updateScheduledReport(serviceContext(request), request.params.id, request.body),
  });

  app.delete('/services/scheduled-reports/:id', {
    config: { access: vendorOnly },
    schema: { tags, summary: 'Delete a scheduled report', params: ReportParams, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await deleteScheduledReport(serviceContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.get('/services/reports/compliance', {
    config: { access: signedIn },
    schema: { tags, summary: 'The vendor compliance report', querystring: VendorQuery, response: { 200: ComplianceReport, ...errors } },
    handler: async (request) => complianceReport(serviceContext(request), request.query),
  });

  app.get('/services/reports/compliance/pdf', {
    config: { access: signedIn },
    schema: {
      tags,
      summary: 'The compliance report as a PDF (portrait US letter)',
      querystring: VendorQuery,
      response: { 200: z.unknown().describe('application/pdf'), ...errors },
    },
    handler: async (request, reply) => {
      const { filename, pdf } = await complianceReportPdf(serviceContext(request), request.query);
      return sendPdf(reply, filename, pdf);
    },
  });
}
