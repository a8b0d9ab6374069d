import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
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

/** Sends one outbox message over SMTP. Idempotent: a message already sent is skipped. */
export const deliverMailJob: JobDefinition<z.ZodObject<{ outboxId: z.ZodNumber }>> = {
  name: 'mail.deliver',
  payload: z.object({ outboxId: z.number().int() }),
  retryLimit: 8,
  async handle({ config, db, files }, { outboxId }) {
    const message = await db.selectFrom('mail_outbox').selectAll().where('id', '=', outboxId).executeTakeFirst();
    if (!message || message.sent_at || !config.SMTP_URL) return;
    try {
      await transportFor(config.SMTP_URL).sendMail({
        from: config.MAIL_FROM,
        to: message.to_address,
        subject: message.subject,
        text: message.text_body,
        html: message.html_body ?? undefined,
        attachments: await Promise.all(
          message.attachments.map(async (attachment) => {
            const file = await db.selectFrom('files').select('storage_key').where('id', '=', attachment.fileId).executeTakeFirstOrThrow();
            return { filename: attachment.filename, contentType: attachment.contentType, content: files.read(file.storage_key) };
          }),
        ),
      });
    } catch (error) {
      await db
        .updateTable('mail_outbox')
        .set({ error: (error as Error).message })
        .where('id', '=', outboxId)
        .execute();
      throw error;
    }
    await db.updateTable('mail_outbox').set({ sent_at: new Date(), error: null }).where('id', '=', outboxId).execute();
  },
};
