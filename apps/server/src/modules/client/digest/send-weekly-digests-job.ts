import { z } from 'zod';
import type { AppDeps } from '../../../platform/context';
import type { JobDefinition } from '../../../platform/jobs/job-queue';
import { digestMail } from './digest-mail';
import {
  clientAndFacilities,
  digestRecipients,
  formsPastDue,
  newAlerts,
  recordComplianceWeek,
  statusChanges,
  type DigestWindow,
} from './digest-queries';

const payload = z.object({ now: z.string().optional() }).passthrough();
const DAY_MS = 86_400_000;

/**
 * The client users' weekly e-mail digest (issue 30, decisions 323–325), Mondays at 13:00 UTC (8 or 9 AM
 * on the US East Coast): last week's new alerts, compliance status changes and forms past due.
 */
export const sendWeeklyDigestsJob: JobDefinition<typeof payload> = {
  name: 'client.send-weekly-digests',
  payload,
  retryLimit: 3,
  schedule: '0 13 * * 1',
  async handle(deps, data) {
    await sendWeeklyDigests(deps, data.now ? new Date(data.now) : new Date());
  },
};

/** The digest week of `now`: it starts on the Monday (UTC) of now's week and covers the week before, Monday to Sunday. */
export function digestWeek(now: Date): { weekStart: string; window: DigestWindow } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { weekStart: day(monday), window: { from: day(monday - 7 * DAY_MS), to: day(monday) } };
}

/**
 * Sends this week's digest to each client user who wants it and has not had it: the content is read once
 * per client (its facilities included, nothing of another client), and each user's delivery row is claimed
 * in the transaction that queues the mail in the outbox, so a re-run sends nothing twice. A user with
 * nothing new gets no mail. Returns how many were queued.
 */
export async function sendWeeklyDigests(deps: AppDeps, now: Date): Promise<number> {
  const { weekStart, window } = digestWeek(now);
  const recipients = await digestRecipients(deps.db, weekStart);
  const byClient = new Map<number, typeof recipients>();
  for (const user of recipients) byClient.set(user.client_id!, [...(byClient.get(user.client_id!) ?? []), user]);
  let sent = 0;
  for (const [clientId, users] of byClient) {
    const clientIds = await clientAndFacilities(deps.db, clientId);
    await recordComplianceWeek(deps.db, clientIds, weekStart);
    const [alerts, changes, forms] = await Promise.all([
      newAlerts(deps.db, clientIds, window),
      statusChanges(deps.db, clientIds, weekStart),
      formsPastDue(deps.db, clientIds, window),
    ]);
    for (const user of users) {
      const mail = digestMail(
        { clientName: user.client_name, firstName: user.first_name, window, alerts, changes, forms },
        deps.config.publicUrl,
      );
      if (!mail) continue;
      await deps.db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto('weekly_digest_deliveries')
          .values({ user_id: user.id, week_start: weekStart })
          .onConflict((oc) => oc.columns(['user_id', 'week_start']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!claimed) return;
        const outboxId = await deps.mailer.send({ to: user.email!, ...mail }, { trx });
        await trx.updateTable('weekly_digest_deliveries').set({ outbox_id: outboxId }).where('id', '=', claimed.id).execute();
        sent++;
      });
    }
  }
  return sent;
}
