import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { AlertDetail, AlertGroupList, AlertResponseRequest, SubjectScreening } from '@app/shared/screening/alerts';
import { vendorOnly } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { ownerAlertDetail, ownerAlertGroups, ownerScreening, respondToOwnerAlert } from './owner-alerts';

const tags = ['owners'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope };
const OwnerParams = z.object({ ownerId: z.coerce.number().int().positive() });
const OwnerAlertParams = OwnerParams.extend({ alertId: z.coerce.number().int().positive() });

/** An owner's exclusion matches, answered by the vendor like an employee's. */
export async function ownerAlertRoutes(app: App): Promise<void> {
  app.get('/services/owners/:ownerId/alerts', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: "The owner's alerts grouped by exclusion list",
      params: OwnerParams,
      response: { 200: AlertGroupList, ...errors },
    },
    handler: async (request) => ownerAlertGroups(serviceContext(request), request.params),
  });

  app.get('/services/owners/:ownerId/alerts/:alertId', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'One alert of an owner, with why it matched',
      params: OwnerAlertParams,
      response: { 200: AlertDetail, ...errors },
    },
    handler: async (request) => ownerAlertDetail(serviceContext(request), request.params),
  });

  app.post('/services/owners/:ownerId/alerts/:alertId/response', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: "The vendor's answer to a match of an owner",
      params: OwnerAlertParams,
      body: AlertResponseRequest,
      response: { 200: AlertDetail, ...errors },
    },
    handler: async (request) => respondToOwnerAlert(serviceContext(request), { ...request.params, response: request.body }),
  });

  app.get('/services/owners/:ownerId/screening', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'When the owner was last screened, and against which list of each source',
      params: OwnerParams,
      response: { 200: SubjectScreening, ...errors },
    },
    handler: async (request) => ownerScreening(serviceContext(request), request.params),
  });
}
