import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { Db, DbTransaction } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import { deliverMailJob } from './deliver-mail-job';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files already in storage (e.g. a generated PDF), attached when the message is delivered. */
  attachments?: Array<{ fileId: number; filename: string; contentType: string }>;
}

export interface Mailer {
  /** Queues a message. Pass the transaction of the change that causes it so both commit together. */
  send(message: MailMessage, options?: { trx?: DbTransaction }): Promise<number>;
}

/**
 * Every message lands in mail_outbox first. With SMTP_URL a job delivers it (retried with backoff);
 * without, the outbox is the delivery (admins read it) and a log line says so.
 */
export function createMailer(deps: { config: AppConfig; db: Db; jobs: JobQueue; log: Logger }): Mailer {
  const useSmtp = Boolean(deps.config.SMTP_URL);
  return {
    async send(message, options = {}) {
      const db = options.trx ?? deps.db;
      const row = await db
        .insertInto('mail_outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          transport: useSmtp ? 'smtp' : 'outbox',
          attachments: JSON.stringify(message.attachments ?? []),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (useSmtp) {
        await deps.jobs.send(deliverMailJob, { outboxId: row.id }, { trx: options.trx });
      } else {
        deps.log.info({ outboxId: row.id, to: message.to, subject: message.subject }, 'mail stored in outbox (SMTP_URL not set)');
      }
      return row.id;
    },
  };
}
