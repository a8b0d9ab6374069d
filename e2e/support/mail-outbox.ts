import { expect, inject } from 'vitest';
import { createDb } from '../../apps/server/src/platform/db/database';

/**
 * The newest e-mail the app sent to an address, read from its outbox table (journeys run without SMTP,
 * so every mail is kept there), waiting until it exists.
 */
export async function latestMailTo(address: string): Promise<{ subject: string; text: string }> {
  const { db } = createDb(inject('databaseUrl'), { max: 1 });
  try {
    let mail: { subject: string; text_body: string } | undefined;
    await expect
      .poll(async () => {
        mail = await db
          .selectFrom('mail_outbox')
          .select(['subject', 'text_body'])
          .where('to_address', '=', address)
          .orderBy('id', 'desc')
          .executeTakeFirst();
        return Boolean(mail);
      })
      .toBe(true);
    return { subject: mail!.subject, text: mail!.text_body };
  } finally {
    await db.destroy();
  }
}
