import { z } from 'zod';
import { jsonValue, text } from '../validation/text';

/** POST /analytic (spec 002 §7). Properties are free-form but bounded in size by the server. */
export const AnalyticEventRequest = z.object({
  eventName: text().trim().min(1).max(200),
  eventProperties: z.record(text(), jsonValue()).default({}),
});
export type AnalyticEventRequest = z.input<typeof AnalyticEventRequest>;
