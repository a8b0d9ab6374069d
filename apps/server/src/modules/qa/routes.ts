import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import {
  ExpireSubscriptionRequest,
  QaSubscriptionList,
  RenewalDateRequest,
  RunnableList,
  RunRunnableRequest,
  TestFileQuery,
} from '@app/shared/qa/qa';
import { adminOnly } from '../../platform/auth/access';
import { attachmentHeader } from '../../platform/http/attachment-header';
import { serviceContext, type App } from '../../platform/http/types';
import { changeRenewalDate, expireSubscription, qaSubscriptions, refuseInProduction, runnables, runRunnable, testEmployeeFile } from './qa';

const tags = ['qa (admin, not in production)'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/**
 * The admin hub's QA tools (spec 002 §2, §4, §7): admins only, and 404 in production (decision 151).
 * The vendor is the admin's selected one (GET /services/current-vendor).
 */
export async function qaRoutes(app: App): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/services/qa/')) refuseInProduction(serviceContext(request), request.host);
  });

  app.get('/services/qa/subscriptions', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: "The selected vendor's subscriptions with their billing periods",
      response: { 200: QaSubscriptionList, ...errors },
    },
    handler: async (request) => qaSubscriptions(serviceContext(request)),
  });

  app.post('/services/qa/subscription-expiration', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'Expire a subscription: a declining card, failed renewals 2, 1 and 7 days back, then the final attempt',
      body: ExpireSubscriptionRequest,
      response: { 200: z.object({ subscriptionId: z.number().int(), status: z.string() }), ...errors, 422: ErrorEnvelope },
    },
    handler: async (request) => expireSubscription(serviceContext(request), request.body),
  });

  app.post('/services/qa/:id/renewal-date', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: "Change a subscription's renewal date (epoch milliseconds)",
      params: z.object({ id: z.coerce.number().int().positive() }),
      body: RenewalDateRequest,
      response: { 200: z.object({ subscriptionId: z.number().int(), renewalDate: z.string() }), ...errors },
    },
    handler: async (request) => changeRenewalDate(serviceContext(request), { id: request.params.id, ...request.body }),
  });

  app.get('/services/qa/runnables', {
    config: { access: adminOnly },
    schema: { tags, summary: 'The scheduled jobs an admin can run now', response: { 200: RunnableList, ...errors } },
    handler: async (request) => runnables(serviceContext(request)),
  });

  app.post('/services/qa/runnables', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'Run a scheduled job now (it is queued)',
      body: RunRunnableRequest,
      response: { 202: z.object({ runnable: z.string(), message: z.string() }), ...errors },
    },
    handler: async (request, reply) => reply.status(202).send(await runRunnable(serviceContext(request), request.body)),
  });

  app.get('/services/qa/test-files/employees', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'A test employee CSV (the upload template) of `count` rows, streamed',
      querystring: TestFileQuery,
      response: { 200: z.unknown().describe('text/csv stream'), ...errors },
    },
    handler: async (request, reply) => {
      const { filename, stream } = testEmployeeFile(request.query);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', attachmentHeader(filename));
      return reply.send(stream);
    },
  });
}
