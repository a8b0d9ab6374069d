import type { z } from 'zod';
import type { AnalyticEventRequest } from '@app/shared/platform/analytic';
import type { ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';

const MAX_PROPERTIES_BYTES = 16 * 1024;

/** Stores a UI event with the user (when signed in) and the time. */
export async function recordAnalyticEvent(ctx: ServiceContext, event: z.output<typeof AnalyticEventRequest>): Promise<void> {
  const properties = JSON.stringify(event.eventProperties);
  if (Buffer.byteLength(properties) > MAX_PROPERTIES_BYTES) {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'Event properties are larger than 16 KB.');
  }
  await ctx.db
    .insertInto('analytics_events')
    .values({ user_id: ctx.actor?.userId ?? null, event_name: event.eventName, event_properties: properties })
    .execute();
}
