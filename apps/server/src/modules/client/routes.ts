import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { ClientDashboard } from '@app/shared/client/dashboard';
import { AlertHistoryQuery, VendorSummaryQuery } from '@app/shared/client/reports';
import { AcceptRequest, ClientAlertReviewEntry, ClientAlertReviewRequest, ReviewResult, RevisionRequest } from '@app/shared/client/reviews';
import { ClientVendorDetail } from '@app/shared/client/vendor-detail';
import { ClientFacilities, ClientVendorPage, ClientVendorQuery } from '@app/shared/client/vendor-list';
import { clientOnly } from '../../platform/auth/access';
import { attachmentHeader, sendAttachment } from '../../platform/http/attachment-header';
import { serviceContext, type App } from '../../platform/http/types';
import { reviewClientAlert } from './alerts/client-alert-reviews';
import { clientDashboard } from './dashboard/client-dashboard';
import { alertHistoryCsv, vendorComplianceSummary } from './reports/client-reports';
import { acceptItem } from './reviews/accept-item';
import { requestRevision } from './reviews/request-revision';
import { clientFacilities, listClientVendors } from './vendors/list-vendors';
import { clientFormFile } from './vendors/form-file';
import { clientVendorDetail } from './vendors/vendor-detail';
import { openVendorTodoDocument } from './vendors/todo-document-file';

const tags = ['client'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const CovgParams = z.object({ covgId: z.coerce.number().int().positive() });
const CovgAlertParams = CovgParams.extend({ alertId: z.coerce.number().int().positive() });
const CovgFileParams = CovgParams.extend({ fileId: z.coerce.number().int().positive() });

/** The client's everyday area (spec 002 §2 client routes): dashboard, vendors, reviews and reports of the acting client. */
export async function clientRoutes(app: App): Promise<void> {
  app.get('/services/client/dashboard/all', {
    config: { access: clientOnly },
    schema: { tags, summary: "The acting client's dashboard", response: { 200: ClientDashboard, ...errors } },
    handler: async (request) => clientDashboard(serviceContext(request)),
  });

  app.get('/services/client/vendors', {
    config: { access: clientOnly },
    schema: {
      tags,
      summary: "The acting client's vendor groups (COVGs) with compliance, paged",
      querystring: ClientVendorQuery,
      response: { 200: ClientVendorPage, ...errors },
    },
    handler: async (request) => listClientVendors(serviceContext(request), request.query),
  });

  app.get('/services/client/facilities', {
    config: { access: clientOnly },
    schema: { tags, summary: 'The acting client and its sub-clients (facilities)', response: { 200: ClientFacilities, ...errors } },
    handler: async (request) => clientFacilities(serviceContext(request)),
  });

  app.get('/services/client/vendors/:covgId', {
    config: { access: clientOnly },
    schema: { tags, summary: 'The vendor page of one vendor group', params: CovgParams, response: { 200: ClientVendorDetail, ...errors } },
    handler: async (request) => clientVendorDetail(serviceContext(request), request.params),
  });

  app.get('/services/client/vendors/:covgId/checklist/:checklistItemId/document', {
    config: { access: clientOnly },
    schema: {
      tags,
      summary: 'Download the document the vendor handed in for a to-do (insurance certificate, BAA)',
      params: CovgParams.extend({ checklistItemId: z.coerce.number().int().positive() }),
      response: { 200: z.unknown().describe('the file content'), ...errors },
    },
    handler: async (request, reply) => {
      return sendAttachment(reply, await openVendorTodoDocument(serviceContext(request), request.params));
    },
  });

  app.get('/services/client/vendors/:covgId/form-files/:fileId', {
    config: { access: clientOnly },
    schema: {
      tags,
      summary: 'Download a file the vendor attached to a disclosure it submitted to you',
      params: CovgFileParams,
      response: { 200: z.unknown().describe('the file content'), ...errors },
    },
    handler: async (request, reply) => {
      return sendAttachment(reply, await clientFormFile(serviceContext(request), request.params));
    },
  });

  app.post('/services/client/vendors/:covgId/revision-requests', {
    config: { access: clientOnly },
    schema: {
      tags,
      summary: 'Ask the vendor to revise a disclosure, its W-9 or its company data',
      params: CovgParams,
      body: RevisionRequest,
      response: { 201: ReviewResult, ...errors, 422: ErrorEnvelope },
    },
    handler: async (request, reply) => {
      const result = await requestRevision(serviceContext(request), { ...request.params, ...request.body });
      return reply.status(201).send(result);
    },
  });

  app.post('/services/client/vendors/:covgId/acceptances', {
    config: { access: clientOnly },
    schema: {
      tags,
      summary: 'Accept what the vendor submitted (a disclosure, its W-9 or its company data)',
      params: CovgParams,
      body: AcceptRequest,
      response: { 201: ReviewResult, ...errors, 422: ErrorEnvelope },
    },
    handler: async (request, reply) => {
      const result = await acceptItem(serviceContext(request), { ...request.params, ...request.body });
      return reply.status(201).send(result);
    },
  });

  app.post('/services/client/vendors/:covgId/alerts/:alertId/reviews', {
    config: { access: clientOnly },
    schema: {
      tags,
      summary: "Set the client's own review progress of an alert (Needs Review, In Progress, Resolved) with a note",
      params: CovgAlertParams,
      body: ClientAlertReviewRequest,
      response: { 201: ClientAlertReviewEntry, ...errors },
    },
    handler: async (request, reply) => {
      const entry = await reviewClientAlert(serviceContext(request), { ...request.params, ...request.body });
      return reply.status(201).send(entry);
    },
  });
  app.get('/services/client/reports/vendor-compliance', {
    config: { access: clientOnly },
    schema: {
      tags,
      summary: 'Compliance summary of all the client’s vendors (CSV or PDF)',
      querystring: VendorSummaryQuery,
      response: { 200: z.unknown().describe('text/csv or application/pdf'), ...errors },
    },
    handler: async (request, reply) => {
      const { filename, contentType, body } = await vendorComplianceSummary(serviceContext(request), request.query);
      reply.header('content-type', contentType);
      reply.header('content-disposition', attachmentHeader(filename));
      return reply.send(body);
    },
  });

  app.get('/services/client/reports/alert-history', {
    config: { access: clientOnly },
    schema: {
      tags,
      summary: 'Alert history of the client’s vendors and owners for a period (CSV)',
      querystring: AlertHistoryQuery,
      response: { 200: z.string(), ...errors },
    },
    handler: async (request, reply) => {
      const { filename, csv } = await alertHistoryCsv(serviceContext(request), request.query);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', attachmentHeader(filename));
      return csv;
    },
  });
}
