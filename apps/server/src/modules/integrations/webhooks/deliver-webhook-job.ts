import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs/job-queue';
import { deliverWebhook } from './deliver-webhook';

/** One attempt of one webhook delivery; retries are new jobs the dispatcher queues (decision 301). */
export const deliverWebhookJob: JobDefinition<z.ZodObject<{ deliveryId: z.ZodString }>> = {
  name: 'webhook.deliver',
  payload: z.object({ deliveryId: z.string() }),
  retryLimit: 2,
  expireInSeconds: 120,
  async handle(deps, { deliveryId }) {
    await deliverWebhook(deps, deliveryId);
  },
};
