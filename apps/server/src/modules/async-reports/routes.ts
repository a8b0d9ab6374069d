import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { GeneratedReport, GeneratedReportList, GenerateReportRequest } from '@app/shared/reports/async-reports';
import { adminOnly } from '../../platform/auth/access';
import { sendStoredFile } from '../../platform/http/attachment-header';
import { serviceContext, type App } from '../../platform/http/types';
import { generateAsyncReport, listAsyncReports, openAsyncReport } from './async-reports';

const tags = ['async reports (admin)'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/** The admin hub's Reports tab (spec 002 §2, §3, §7): generated reports, made in the background. */
export async function asyncReportRoutes(app: App): Promise<void> {
  app.get('/services/asyncReports', {
    config: { access: adminOnly },
    schema: { tags, summary: 'The latest 100 generated reports, newest first', response: { 200: GeneratedReportList, ...errors } },
    handler: async (request) => listAsyncReports(serviceContext(request)),
  });

  app.post('/services/asyncReports', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'Generate a report (identifier and parameters) in the background; it starts NOT_STARTED',
      body: GenerateReportRequest,
      response: { 202: GeneratedReport, ...errors },
    },
    handler: async (request, reply) => reply.status(202).send(await generateAsyncReport(serviceContext(request), request.body)),
  });

  app.get('/services/asyncReports/:id/download', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: "A finished report's CSV, streamed",
      params: z.object({ id: z.coerce.number().int().positive() }),
      response: { 200: z.unknown().describe('text/csv stream'), ...errors, 409: ErrorEnvelope },
    },
    handler: async (request, reply) => {
      return sendStoredFile(reply, await openAsyncReport(serviceContext(request), request.params));
    },
  });
}
