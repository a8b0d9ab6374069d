import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';

/** The name of a client an admin names by id (settings tabs); 404 for an unknown one. */
export async function clientNameOrNotFound(db: Db, clientId: number): Promise<string> {
  const client = await db.selectFrom('clients').select('name').where('id', '=', clientId).executeTakeFirst();
  if (!client) throw notFound('Client not found.');
  return client.name;
}
