import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { AlertDetail, AlertGroupList, AlertResponseRequest } from '@app/shared/screening/alerts';
import { vendorOnly } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { companyAlertDetail, companyAlertGroups, respondToCompanyAlert } from './company-alerts';

const tags = ['company'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope };
const AlertParams = z.object({ alertId: z.coerce.number().int().positive() });

/** The vendor company's own exclusion matches, answered by the vendor. */
export async function companyAlertRoutes(app: App): Promise<void> {
  app.get('/services/account/company/alerts', {
    config: { access: vendorOnly },
    schema: { tags, summary: "The company's alerts grouped by exclusion list", response: { 200: AlertGroupList, ...errors } },
    handler: async (request) => companyAlertGroups(serviceContext(request)),
  });

  app.get('/services/account/company/alerts/:alertId', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'One alert of the company, with why it matched',
      params: AlertParams,
      response: { 200: AlertDetail, ...errors },
    },
    handler: async (request) => companyAlertDetail(serviceContext(request), request.params),
  });

  app.post('/services/account/company/alerts/:alertId/response', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: "The vendor's answer to a match of its company",
      params: AlertParams,
      body: AlertResponseRequest,
      response: { 200: AlertDetail, ...errors },
    },
    handler: async (request) => respondToCompanyAlert(serviceContext(request), { ...request.params, response: request.body }),
  });
}
