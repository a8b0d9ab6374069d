import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildVendor } from '../../src/db/seed/factories';
import { allJobs } from '../../src/jobs';
import { sendScheduledReportsJob } from '../../src/modules/reports/send-scheduled-reports-job';
import { JobQueue } from '../../src/platform/jobs/job-queue';
import { startAppProcess, type AppProcess } from '../../src/testing/app-process';
import { eventually } from '../../src/testing/eventually';
import { startSmtpCapture } from '../../src/testing/smtp-capture';
import { useProcessDatabase } from './process-fixtures';

const YESTERDAY = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const HELD = 'held@example.test';

/**
 * kill -9 of a real `npm run serve` process (SMTP_URL set, real SMTP server) while it delivers a scheduled
 * report. Deliveries are claimed per recipient and occurrence, so a restart serves the recipients left;
 * the e-mail itself is at least once: a process that dies after the SMTP server accepted a message and
 * before it recorded that sends it again after the restart (docs/operations.md "After a crash").
 */
describe('a scheduled report delivery killed with SIGKILL', () => {
  const data = useProcessDatabase();
  const running: AppProcess[] = [];
  let queue: JobQueue;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let openGate = () => {};
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  beforeAll(async () => {
    // The first message to HELD is received but not answered until the test says so.
    let held = false;
    smtp = await startSmtpCapture({
      beforeReply: async (mail) => {
        if (mail.to !== HELD || held) return;
        held = true;
        await gate;
      },
    });
    queue = new JobQueue(data.url, allJobs);
    await queue.start();
  });
  afterAll(async () => {
    openGate();
    await queue.stop();
    await smtp.close();
  });
  afterEach(async () => {
    for (const child of running.splice(0)) await child.kill9();
  });
  const serve = async () => {
    const child = await startAppProcess('serve', {
      DATABASE_URL: data.url,
      DATA_DIR: data.dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    });
    running.push(child);
    return child;
  };

  async function dueReport(emails: string[]) {
    const vendor = await buildVendor(data.db);
    return data.db
      .insertInto('scheduled_reports')
      .values({
        vendor_id: vendor.id,
        start_date: YESTERDAY,
        frequency: 'ONE_TIME',
        company_name: 'Riverside Health',
        recipients: JSON.stringify(emails.map((email) => ({ email, contactName: 'Pat Reed', companyName: 'Riverside Health' }))),
        next_send_date: YESTERDAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to === email);
  const outboxOf = (email: string) =>
    data.db.selectFrom('mail_outbox').select(['id', 'sent_at', 'error']).where('to_address', '=', email).execute();

  async function dropBlockedStatements() {
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
               WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`.execute(data.db);
  }

  it('serves each recipient once when the process dies between recipients', async () => {
    const [first, second, third] = ['first@example.test', 'second@example.test', 'third@example.test'];
    const report = await dueReport([first!, second!, third!]);
    // The test's own uncommitted claim of the second recipient makes the run wait there.
    const blocker = new pg.Client({ connectionString: data.url });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('INSERT INTO scheduled_report_deliveries (report_id, occurrence, email) VALUES ($1, $2, $3)', [
      report.id,
      YESTERDAY,
      second,
    ]);
    const node = await serve();
    await queue.send(sendScheduledReportsJob, {});
    await eventually(async () => {
      const [sent] = await outboxOf(first!);
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(data.db);
      return sent?.sent_at && rows[0]!.n > 0 ? true : undefined;
    }, 30_000);
    await node.kill9();
    await dropBlockedStatements();
    await blocker.query('ROLLBACK');
    await blocker.end();
    expect(mailsTo(first!)).toHaveLength(1);
    expect(await outboxOf(second!)).toEqual([]);

    await serve();
    await queue.send(sendScheduledReportsJob, {});
    await eventually(async () => {
      const outbox = [...(await outboxOf(second!)), ...(await outboxOf(third!))];
      return outbox.length === 2 && outbox.every((row) => row.sent_at) ? true : undefined;
    }, 30_000);
    for (const email of [first!, second!, third!]) {
      expect(mailsTo(email), email).toHaveLength(1);
      expect(mailsTo(email)[0]!.text).toContain('application/pdf');
    }
    const deliveries = await data.db.selectFrom('scheduled_report_deliveries').select('email').where('report_id', '=', report.id).execute();
    expect(deliveries.map((d) => d.email).sort()).toEqual([first, second, third].sort());
    expect(
      await data.db.selectFrom('scheduled_reports').select('next_send_date').where('id', '=', report.id).executeTakeFirstOrThrow(),
    ).toEqual({ next_send_date: null });
  }, 90_000);

  it('sends a message again after a restart when the process died after the SMTP server took it and before it recorded that (at least once)', async () => {
    await dueReport([HELD]);
    const node = await serve();
    await queue.send(sendScheduledReportsJob, {});
    await eventually(async () => (mailsTo(HELD).length === 1 ? true : undefined), 30_000);
    await node.kill9();
    openGate();
    expect(await outboxOf(HELD)).toMatchObject([{ sent_at: null }]);

    // The start-up recovery queues the delivery the dead process held at once (not after pg-boss's expiry).
    await serve();
    await eventually(async () => ((await outboxOf(HELD))[0]?.sent_at ? true : undefined), 30_000);
    const copies = mailsTo(HELD);
    expect(copies).toHaveLength(2);
    const messageId = (raw: string) => /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim();
    expect(messageId(copies[0]!.raw)).toBeDefined();
    expect(messageId(copies[1]!.raw)).toBe(messageId(copies[0]!.raw));
    expect(await outboxOf(HELD)).toMatchObject([{ error: null }]);
  }, 90_000);
});
