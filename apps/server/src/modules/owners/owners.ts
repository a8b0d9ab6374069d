import { sql } from 'kysely';
import {
  keepsStoredTaxId,
  ownerInputSchema,
  OWNERSHIP_TOTAL_MESSAGE,
  type Owner,
  type OwnerValues,
  type StoredTaxId,
} from '@app/shared/owners/owner';
import { recordAudit } from '../../platform/audit/audit-log';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { notFound, validationFailed } from '../../platform/errors';
import { alertLevelSql, subjectStatus } from '../screening/alerts/subject-status';
import { requestScreening } from '../screening/monitoring/request-screening';
import { ownerRequirements } from './owner-requirements';

const TAX_ID_CONTEXT = 'owner.tax-id';

function ownersQuery(db: Db, vendorId: number) {
  return db
    .selectFrom('owners as o')
    .selectAll('o')
    .select(alertLevelSql('OWNER', sql.ref('o.id')).as('alert_level'))
    .where('o.vendor_id', '=', vendorId)
    .where('o.deleted_at', 'is', null);
}

function toOwner(ctx: ServiceContext, row: Awaited<ReturnType<ReturnType<typeof ownersQuery>['executeTakeFirstOrThrow']>>): Owner {
  return {
    ownerId: row.id,
    thisIsABusiness: row.this_is_a_business,
    businessName: row.business_name,
    firstName: row.first_name,
    lastName: row.last_name,
    dob: row.dob,
    gender: row.gender,
    street1: row.street1,
    street2: row.street2,
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    taxIdLastFour: row.tax_id_encrypted ? ctx.encryption.decrypt(row.tax_id_encrypted, TAX_ID_CONTEXT).slice(-4) : null,
    npi: row.npi,
    ownershipPercentage: row.ownership_percentage,
    status: subjectStatus(Number(row.alert_level)),
  };
}

export async function listOwners(ctx: ServiceContext): Promise<Owner[]> {
  const rows = await ownersQuery(ctx.db, actingVendorId(requireActor(ctx)))
    .orderBy('o.id')
    .execute();
  return rows.map((row) => toOwner(ctx, row));
}

export async function getOwner(ctx: ServiceContext, ownerId: number): Promise<Owner> {
  const row = await ownersQuery(ctx.db, actingVendorId(requireActor(ctx)))
    .where('o.id', '=', ownerId)
    .executeTakeFirst();
  if (!row) throw notFound('Owner not found.');
  return toOwner(ctx, row);
}

/** Re-checks the owner against the rules of the vendor's clients (route validation knows none of them). */
async function applyClientRules(
  ctx: ServiceContext,
  values: unknown,
  clientId?: number,
  storedTaxId?: StoredTaxId | null,
): Promise<OwnerValues> {
  const parsed = ownerInputSchema(await ownerRequirements(ctx, { clientId }), storedTaxId).safeParse(values);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || '_', issue.message]));
    throw validationFailed(Object.values(fieldErrors)[0] ?? 'Invalid owner', fieldErrors);
  }
  return parsed.data;
}

function columns(ctx: ServiceContext, values: OwnerValues) {
  return {
    this_is_a_business: values.thisIsABusiness,
    business_name: values.thisIsABusiness ? values.businessName : null,
    first_name: values.thisIsABusiness ? null : values.firstName,
    last_name: values.thisIsABusiness ? null : values.lastName,
    dob: values.thisIsABusiness ? null : values.dob,
    gender: values.thisIsABusiness ? null : values.gender,
    street1: values.street1,
    street2: values.street2,
    city: values.city,
    state: values.state,
    postal_code: values.postalCode,
    tax_id_encrypted: values.taxId ? ctx.encryption.encrypt(values.taxId, TAX_ID_CONTEXT) : null,
    tax_id_index: values.taxId ? ctx.encryption.blindIndex(values.taxId, TAX_ID_CONTEXT) : null,
    npi: values.npi,
  };
}

async function assertTotalWithin100(db: Db, vendorId: number, exceptOwnerId: number | null, added: number) {
  let query = db
    .selectFrom('owners')
    .select(sql<string>`COALESCE(sum(ownership_percentage), 0)`.as('total'))
    .where('vendor_id', '=', vendorId)
    .where('deleted_at', 'is', null);
  if (exceptOwnerId !== null) query = query.where('id', '<>', exceptOwnerId);
  const { total } = await query.executeTakeFirstOrThrow();
  if (Number(total) + added > 100) throw validationFailed(OWNERSHIP_TOTAL_MESSAGE, { ownershipPercentage: OWNERSHIP_TOTAL_MESSAGE });
}

/** Adds an owner (screened right away, like an employee). */
export async function createOwner(ctx: ServiceContext, input: unknown, clientId?: number): Promise<Owner> {
  const vendorId = actingVendorId(requireActor(ctx));
  const values = await applyClientRules(ctx, input, clientId);
  const id = await ctx.db.transaction().execute(async (trx) => {
    await assertTotalWithin100(trx, vendorId, null, values.ownershipPercentage);
    const row = await trx
      .insertInto('owners')
      .values({ vendor_id: vendorId, ...columns(ctx, values), ownership_percentage: values.ownershipPercentage })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, ctx, { action: 'owner.created', entityType: 'owner', entityId: row.id });
    await requestScreening(ctx, { type: 'OWNER', id: row.id }, { trx });
    return row.id;
  });
  return getOwner(ctx, id);
}

/**
 * Updates an owner. The client only ever sees the tax id's last four digits, so a blank tax id keeps the
 * stored one while the owner stays a person or a business; otherwise the stored one is replaced or cleared.
 */
export async function updateOwner(ctx: ServiceContext, ownerId: number, input: unknown, clientId?: number): Promise<Owner> {
  const vendorId = actingVendorId(requireActor(ctx));
  const existing = await getOwner(ctx, ownerId);
  const stored = existing.taxIdLastFour ? { thisIsABusiness: existing.thisIsABusiness } : null;
  const values = await applyClientRules(ctx, input, clientId, stored);
  const { tax_id_encrypted, tax_id_index, ...otherColumns } = columns(ctx, values);
  const taxColumns = keepsStoredTaxId(values, stored) ? {} : { tax_id_encrypted, tax_id_index };
  await ctx.db.transaction().execute(async (trx) => {
    await assertTotalWithin100(trx, vendorId, ownerId, values.ownershipPercentage);
    await trx
      .updateTable('owners')
      .set({ ...otherColumns, ...taxColumns, ownership_percentage: values.ownershipPercentage, updated_at: new Date() })
      .where('id', '=', ownerId)
      .execute();
    await recordAudit(trx, ctx, { action: 'owner.updated', entityType: 'owner', entityId: ownerId });
    await requestScreening(ctx, { type: 'OWNER', id: ownerId }, { trx });
  });
  return getOwner(ctx, ownerId);
}

/** Removes an owner from the vendor (kept for audit, no longer monitored). */
export async function deleteOwner(ctx: ServiceContext, ownerId: number): Promise<{ name: string }> {
  const owner = await getOwner(ctx, ownerId);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('owners').set({ deleted_at: new Date() }).where('id', '=', ownerId).execute();
    await recordAudit(trx, ctx, { action: 'owner.deleted', entityType: 'owner', entityId: ownerId });
  });
  return { name: owner.thisIsABusiness ? owner.businessName! : `${owner.firstName} ${owner.lastName}` };
}

/** Sets every owner's percentage at once (the list's edit mode); the total must not exceed 100. */
export async function updateOwnershipPercentages(ctx: ServiceContext, percentages: Record<string, number>): Promise<Owner[]> {
  const vendorId = actingVendorId(requireActor(ctx));
  await ctx.db.transaction().execute(async (trx) => {
    const owners = await trx
      .selectFrom('owners')
      .select(['id', 'ownership_percentage'])
      .where('vendor_id', '=', vendorId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .execute();
    const known = new Set(owners.map((o) => String(o.id)));
    for (const id of Object.keys(percentages)) if (!known.has(id)) throw notFound('Owner not found.');
    const total = owners.reduce((sum, owner) => sum + (percentages[String(owner.id)] ?? owner.ownership_percentage), 0);
    if (total > 100) throw validationFailed(OWNERSHIP_TOTAL_MESSAGE, { _: OWNERSHIP_TOTAL_MESSAGE });
    for (const [id, percentage] of Object.entries(percentages)) {
      await trx
        .updateTable('owners')
        .set({ ownership_percentage: percentage, updated_at: new Date() })
        .where('id', '=', Number(id))
        .execute();
    }
    await recordAudit(trx, ctx, { action: 'owner.percentages-updated', entityType: 'vendor', entityId: vendorId, details: percentages });
  });
  return listOwners(ctx);
}
