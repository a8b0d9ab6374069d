import { z } from 'zod';
import { text } from '@app/shared/validation/text';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { AlertListQuery, AlertPage, AlertReview, ResolveAlertRequest } from '@app/shared/screening/alerts';
import {
  ImportListRequest,
  ImportOutcome,
  ListSnapshot,
  ListSource,
  ScreeningRun,
  UpdateListSourceRequest,
} from '@app/shared/screening/lists';
import { adminOnly } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { alertReview, listAlerts, listRuns, listSnapshots, listSources } from './admin/admin-views';
import { importUploadedList } from './admin/import-uploaded-list';
import { resolveAlert } from './alerts/resolve-alert';
import { queueListDownload, updateListSource } from './admin/update-list-source';

const tags = ['screening (admin)'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope };
const AlertIdParams = z.object({ alertId: z.coerce.number().int().positive() });

/** Admin tools of the screening engine: list sources and snapshots, imports, runs, alert review. */
export async function screeningAdminRoutes(app: App): Promise<void> {
  app.get('/services/admin/screening/sources', {
    config: { access: adminOnly },
    schema: { tags, summary: 'Exclusion list sources with their snapshot in force', response: { 200: z.array(ListSource), ...errors } },
    handler: async (request) => listSources(serviceContext(request)),
  });

  app.put('/services/admin/screening/sources/:sourceId', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: "Set a source's download URL and whether the daily download runs",
      params: z.object({ sourceId: text().max(20) }),
      body: UpdateListSourceRequest,
      response: { 200: z.array(ListSource), ...errors },
    },
    handler: async (request) => updateListSource(serviceContext(request), request.params.sourceId, request.body),
  });

  app.post('/services/admin/screening/sources/:sourceId/download', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'Download and import a source now (in the background)',
      params: z.object({ sourceId: text().max(20) }),
      response: { 202: z.object({ queued: z.boolean() }), ...errors },
    },
    handler: async (request, reply) => reply.status(202).send(await queueListDownload(serviceContext(request), request.params)),
  });

  app.get('/services/admin/screening/snapshots', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'Latest 100 import attempts (snapshots), optionally of one source',
      querystring: z.object({ sourceId: text().max(20).optional() }),
      response: { 200: z.array(ListSnapshot), ...errors },
    },
    handler: async (request) => listSnapshots(serviceContext(request), request.query),
  });

  app.post('/services/admin/screening/imports', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'Import an uploaded list file (directory listImport) as a new snapshot',
      body: ImportListRequest,
      response: { 200: ImportOutcome, ...errors },
    },
    handler: async (request) => importUploadedList(serviceContext(request), request.body),
  });

  app.get('/services/admin/screening/runs', {
    config: { access: adminOnly },
    schema: { tags, summary: 'Latest 50 screening runs with progress', response: { 200: z.array(ScreeningRun), ...errors } },
    handler: async (request) => listRuns(serviceContext(request)),
  });

  app.get('/services/admin/screening/alerts', {
    config: { access: adminOnly },
    schema: { tags, summary: 'Alerts across vendors', querystring: AlertListQuery, response: { 200: AlertPage, ...errors } },
    handler: async (request) => listAlerts(serviceContext(request), request.query),
  });

  app.get('/services/admin/screening/alerts/:alertId', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'One alert with evidence, list record and history',
      params: AlertIdParams,
      response: { 200: AlertReview, ...errors },
    },
    handler: async (request) => alertReview(serviceContext(request), request.params),
  });

  app.put('/services/admin/screening/alerts/:alertId', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'Resolve an alert (status + note)',
      params: AlertIdParams,
      body: ResolveAlertRequest,
      response: { 200: AlertReview, ...errors },
    },
    handler: async (request) => resolveAlert(serviceContext(request), request.params.alertId, request.body),
  });
}
