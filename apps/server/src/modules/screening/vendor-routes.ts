import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { VendorMatchList } from '@app/shared/screening/alerts';
import { vendorOnly } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { vendorMatches } from './alerts/vendor-matches';

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

/** What the vendor sees of screening across its subjects. */
export async function screeningVendorRoutes(app: App): Promise<void> {
  app.get('/services/screening/matches', {
    config: { access: vendorOnly },
    schema: {
      tags: ['screening'],
      summary: 'Undecided matches of the vendor, its owners and employees (OPEN, VENDOR_RESPONDED), newest first',
      querystring: z.object({ size: z.coerce.number().int().min(1).max(100).default(10) }),
      response: { 200: VendorMatchList, ...errors },
    },
    handler: async (request) => vendorMatches(serviceContext(request), request.query),
  });
}
