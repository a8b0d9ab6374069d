import { sql } from 'kysely';
import type { z } from 'zod';
import type { AnalyticEventRequest } from '@app/shared/platform/analytic';
import type { AnalyticDailyCount } from '@app/shared/platform/analytic-events';
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

/** How many of each event were sent per UTC day over the last `days` days, newest day first (admin view). */
export async function dailyEventCounts(ctx: ServiceContext, input: { days: number }): Promise<AnalyticDailyCount[]> {
  const rows = await ctx.db
    .selectFrom('analytics_events')
    .select([sql<string>`to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`.as('day'), 'event_name', sql<string>`count(*)`.as('count')])
    .where(
      'occurred_at',
      '>=',
      sql<Date>`date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - make_interval(days => ${input.days - 1})`,
    )
    .groupBy(['day', 'event_name'])
    .orderBy('day', 'desc')
    .orderBy('event_name')
    .execute();
  return rows.map((row) => ({ day: row.day, eventName: row.event_name, count: Number(row.count) }));
}
