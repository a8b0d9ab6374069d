import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { BulkResolveRejected, BulkResolveResult, BulkUploadRequest } from '@app/shared/admin/bulk-alert-resolve';
import { adminOnly } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { bulkResolveAlerts, BulkResolveRowsRejected } from './alerts/bulk-resolve-alerts';

const tags = ['screening (admin)'];

/** Resolve Monitor Alerts (spec 002 §2, §7): an uploaded CSV decides many alerts at once. */
export async function bulkResolveRoutes(app: App): Promise<void> {
  app.post('/services/monitor-alert/uploads', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'Admin: resolve alerts from an uploaded CSV (directory alertBulkResolve) — all rows or none',
      description:
        'Columns Monitor Record ID (the alert id), Progress Status (OPEN, CONFIRMED, CLEARED), Note. 404 when the file or its columns are not these; 400 with {data, validationErrors} when any row breaks a rule.',
      body: BulkUploadRequest,
      response: {
        200: BulkResolveResult,
        400: z.union([BulkResolveRejected, ErrorEnvelope]),
        401: ErrorEnvelope,
        403: ErrorEnvelope,
        404: ErrorEnvelope,
      },
    },
    handler: async (request, reply) => {
      try {
        return await bulkResolveAlerts(serviceContext(request), request.body);
      } catch (error) {
        // The spec's answer for bad rows: the preview table's rows instead of the error envelope.
        if (error instanceof BulkResolveRowsRejected) return reply.status(400).send(error.response);
        throw error;
      }
    },
  });
}
