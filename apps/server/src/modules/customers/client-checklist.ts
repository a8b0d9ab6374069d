import { readStoredConfiguration } from '@app/shared/clients/client-configuration';
import type { DbTransaction } from '../../platform/db/database';

const DUE_IN_DAYS = 30;

/**
 * The to-dos a client asks of a new vendor: one per active disclosure form of the client, and a W-9 when
 * its configuration's requiredVendorData includes W9. Idempotent: existing items are kept.
 */
export async function createClientChecklist(trx: DbTransaction, vendorId: number, clientId: number): Promise<void> {
  const client = await trx.selectFrom('clients').select('configuration').where('id', '=', clientId).executeTakeFirstOrThrow();
  const { requiredVendorData } = readStoredConfiguration(client.configuration);
  const forms = await trx
    .selectFrom('evd_configurations')
    .select(['id', 'view_name', 'evd_id'])
    .where('client_id', '=', clientId)
    .where('active', '=', true)
    .orderBy('id')
    .execute();
  const existing = await trx
    .selectFrom('checklist_items')
    .select(['type', 'evd_configuration_id'])
    .where('vendor_id', '=', vendorId)
    .where('client_id', '=', clientId)
    .execute();
  const due = new Date(Date.now() + DUE_IN_DAYS * 86_400_000).toISOString().slice(0, 10);
  let priority = existing.length + 1;
  for (const form of forms) {
    if (existing.some((item) => item.evd_configuration_id === form.id)) continue;
    await trx
      .insertInto('checklist_items')
      .values({
        vendor_id: vendorId,
        client_id: clientId,
        type: 'EVD',
        name: form.view_name,
        evd_configuration_id: form.id,
        due_date: due,
        priority: priority++,
        answers: '{}',
      })
      .execute();
  }
  if (requiredVendorData.includes('W9') && !existing.some((item) => item.type === 'W9')) {
    await trx
      .insertInto('checklist_items')
      .values({ vendor_id: vendorId, client_id: clientId, type: 'W9', name: 'W-9', due_date: due, priority: priority++, answers: '{}' })
      .execute();
  }
}
