import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import type { AppConfig } from '../config';
import type { JobDefinition } from '../jobs/job-queue';

const transports = new Map<string, Transporter>();
function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

/**
 * Sends one outbox message over SMTP. Idempotent: a message already sent is skipped, and the outbox row
 * stays locked while it is sent, so a second delivery of the same message (a retry of a run still going,
 * the start-up recovery) skips it instead of sending it alongside. At least once, not exactly once: a
 * process that dies after the SMTP server accepted the message and before `sent_at` commits sends it
 * again after its restart (with the same Message-ID, so the copies are recognisably one message).
 */
export const deliverMailJob: JobDefinition<z.ZodObject<{ outboxId: z.ZodNumber }>> = {
  name: 'mail.deliver',
  payload: z.object({ outboxId: z.number().int() }),
  retryLimit: 8,
  async handle({ config, db, files }, { outboxId }) {
    const smtpUrl = config.SMTP_URL;
    if (!smtpUrl) return;
    const failure = await db.transaction().execute(async (trx) => {
      const message = await trx
        .selectFrom('mail_outbox')
        .selectAll()
        .where('id', '=', outboxId)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      // Gone, sent, or held by a live delivery of this message that finishes it.
      if (!message || message.sent_at) return undefined;
      try {
        await transportFor(smtpUrl).sendMail({
          from: config.MAIL_FROM,
          to: message.to_address,
          subject: message.subject,
          text: message.text_body,
          html: message.html_body ?? undefined,
          messageId: messageIdOf(message, config),
          attachments: await Promise.all(
            message.attachments.map(async (attachment) => {
              const file = await trx
                .selectFrom('files')
                .select('storage_key')
                .where('id', '=', attachment.fileId)
                .executeTakeFirstOrThrow();
              return { filename: attachment.filename, contentType: attachment.contentType, content: files.read(file.storage_key) };
            }),
          ),
        });
      } catch (error) {
        await trx
          .updateTable('mail_outbox')
          .set({ error: (error as Error).message })
          .where('id', '=', outboxId)
          .execute();
        return error as Error;
      }
      await trx.updateTable('mail_outbox').set({ sent_at: new Date(), error: null }).where('id', '=', outboxId).execute();
      return undefined;
    });
    // Thrown after the error is committed, so the job is retried and the outbox shows why.
    if (failure) throw failure;
  },
};

/** One Message-ID per outbox row, the same on every attempt. */
function messageIdOf(message: { id: number; created_at: Date }, config: Pick<AppConfig, 'MAIL_FROM'>): string {
  const domain = /@([^>\s]+)/.exec(config.MAIL_FROM)?.[1] ?? 'vendorproof.local';
  return `<outbox-${message.id}-${message.created_at.getTime()}@${domain}>`;
}
