import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { PlatformSummary } from '@app/shared/platform/platform-summary';
import { adminOnly } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { platformSummary } from './platform-summary';

const tags = ['admin'];

/** The admin home's platform figures (issue 18). */
export async function platformSummaryRoutes(app: App): Promise<void> {
  app.get('/services/admin/platform-summary', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary:
        'Admin: platform figures (vendors, clients, monitored subjects, open alerts, last import of each list and its age, failed jobs of the last 7 days, unsettled failed renewals)',
      response: { 200: PlatformSummary, 401: ErrorEnvelope, 403: ErrorEnvelope },
    },
    handler: async (request) => platformSummary(serviceContext(request)),
  });
}
