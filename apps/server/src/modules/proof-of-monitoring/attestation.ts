import type { AttestationRequest } from '@app/shared/proof-of-monitoring/attestation';
import { recordAudit } from '../../platform/audit/audit-log';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import { businessRule, notFound, validationFailed } from '../../platform/errors';

interface StoredAttestation {
  fileEntityId?: number;
  employees?: string;
  monitoringServiceUsed?: string;
  monitoringServiceUsedOtherName?: string | null;
  anyExcludedEmployeesIdentified?: boolean;
  anyExcludedEmployeesIdentifiedResolution?: string | null;
}

async function pomItem(ctx: ServiceContext, clientId: number, itemId: number) {
  const vendorId = actingVendorId(requireActor(ctx));
  const item = await ctx.db
    .selectFrom('checklist_items')
    .select(['id', 'type', 'status', 'answers', 'vendor_id'])
    .where('id', '=', itemId)
    .where('client_id', '=', clientId)
    .where('vendor_id', '=', vendorId)
    .executeTakeFirst();
  if (!item) throw notFound('To-do not found.');
  if (item.type !== 'MONTHLY_POM' && item.type !== 'POM') throw businessRule('This to-do is not a proof of monitoring.');
  return item;
}

export async function getAttestation(ctx: ServiceContext, clientId: number, itemId: number) {
  const item = await pomItem(ctx, clientId, itemId);
  const stored = item.answers as StoredAttestation;
  const file = stored.fileEntityId
    ? await ctx.db.selectFrom('files').select('filename').where('id', '=', stored.fileEntityId).executeTakeFirst()
    : undefined;
  return {
    checklistItemId: item.id,
    status: item.status,
    fileEntityId: stored.fileEntityId ?? null,
    filename: file?.filename ?? null,
    employees: stored.employees ?? null,
    monitoringServiceUsed: stored.monitoringServiceUsed ?? null,
    monitoringServiceUsedOtherName: stored.monitoringServiceUsedOtherName ?? null,
    anyExcludedEmployeesIdentified: stored.anyExcludedEmployeesIdentified ?? null,
    anyExcludedEmployeesIdentifiedResolution: stored.anyExcludedEmployeesIdentifiedResolution ?? null,
  };
}

/**
 * A third-party attestation completes the proof-of-monitoring to-do: the file must be the vendor's own
 * upload into the POM directory (PDF, Word, JPG or PNG, checked by content, up to 100 MB).
 */
export async function saveAttestation(ctx: ServiceContext, clientId: number, itemId: number, input: AttestationRequest) {
  const item = await pomItem(ctx, clientId, itemId);
  const file = await ctx.db
    .selectFrom('files')
    .select('id')
    .where('id', '=', input.fileEntityId)
    .where('vendor_id', '=', item.vendor_id)
    .where('directory', '=', 'POM')
    .executeTakeFirst();
  if (!file) throw validationFailed('A file is required to be uploaded', { fileEntityId: 'A file is required to be uploaded' });
  const stored: StoredAttestation = {
    fileEntityId: input.fileEntityId,
    employees: input.employees,
    monitoringServiceUsed: input.monitoringServiceUsed,
    monitoringServiceUsedOtherName: input.monitoringServiceUsed === 'Other' ? input.monitoringServiceUsedOtherName : null,
    anyExcludedEmployeesIdentified: input.anyExcludedEmployeesIdentified,
    anyExcludedEmployeesIdentifiedResolution: input.anyExcludedEmployeesIdentified ? input.anyExcludedEmployeesIdentifiedResolution : null,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('checklist_items')
      .set({ answers: JSON.stringify(stored), status: 'COMPLETE', completed_at: new Date(), updated_at: new Date() })
      .where('id', '=', itemId)
      .execute();
    await recordAudit(trx, ctx, {
      action: 'proof-of-monitoring.attested',
      entityType: 'checklist-item',
      entityId: itemId,
      details: { service: input.monitoringServiceUsed, employees: input.employees },
    });
  });
  return getAttestation(ctx, clientId, itemId);
}
