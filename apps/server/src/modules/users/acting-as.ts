import { sql } from 'kysely';
import type { PickerOption } from '@app/shared/users/acting-as';
import type { AssumedRole, CurrentUserResponse } from '@app/shared/users/current-user';
import { recordAudit } from '../../platform/audit/audit-log';
import { requireActor, type ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { loadCurrentUser } from './current-user';
import { preparedRows } from '../../platform/db/prepared-query';

const OPTION_LIMIT = 25;

/** Admin: which side to act as (stored on the user, so it survives new sessions). Answers the current user as it is now. */
export async function setAssumedRole(ctx: ServiceContext, assumedRole: AssumedRole): Promise<CurrentUserResponse> {
  const actor = requireActor(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ assumed_role: assumedRole }).where('id', '=', actor.userId).execute();
    await recordAudit(trx, ctx, { action: 'acting-as.role', entityType: 'user', entityId: actor.userId, details: { assumedRole } });
  });
  return loadCurrentUser(ctx.db, actor.userId);
}

/** Vendor picker options: name, DBA or PTID containing the text (empty text lists the first ones). */
export async function vendorOptions(ctx: ServiceContext, text: string): Promise<PickerOption[]> {
  const pattern = `%${escapeLike(text.trim())}%`;
  const rows = await ctx.db
    .selectFrom('vendors')
    .select(['id', 'business_name', 'dba_name', 'ptid'])
    .where((eb) => eb.or([eb('business_name', 'ilike', pattern), eb('dba_name', 'ilike', pattern), eb('ptid', 'ilike', pattern)]))
    .orderBy(sql`lower(coalesce(business_name, ptid))`)
    .limit(OPTION_LIMIT)
    .execute();
  return rows.map(vendorOption);
}

/** Client picker options: name or tag containing the text. */
export async function clientOptions(ctx: ServiceContext, text: string): Promise<PickerOption[]> {
  const pattern = `%${escapeLike(text.trim())}%`;
  // A number is also a client ID (the report dialog's Client ID looks its client up this way, issue 33).
  const id = /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null;
  const rows = await ctx.db
    .selectFrom('clients')
    .select(['id', 'name', 'tag'])
    .where((eb) => eb.or([eb('name', 'ilike', pattern), eb('tag', 'ilike', pattern), ...(id === null ? [] : [eb('id', '=', id)])]))
    // The client the number names comes first, ahead of names that merely contain the digits.
    .orderBy(sql`id = ${id ?? -1}`, 'desc')
    .orderBy(sql`lower(name)`)
    .limit(OPTION_LIMIT)
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, detail: row.tag }));
}

export async function currentVendor(ctx: ServiceContext): Promise<PickerOption | null> {
  const vendorId = requireActor(ctx).vendorId;
  if (vendorId === null) return null;
  const [row] = await preparedRows(
    ctx.db,
    ctx.db.selectFrom('vendors').select(['id', 'business_name', 'dba_name', 'ptid']).where('id', '=', vendorId),
  );
  return row ? vendorOption(row) : null;
}

export async function currentClient(ctx: ServiceContext): Promise<PickerOption | null> {
  const clientId = requireActor(ctx).clientId;
  if (clientId === null) return null;
  const row = await ctx.db.selectFrom('clients').select(['id', 'name', 'tag']).where('id', '=', clientId).executeTakeFirst();
  return row ? { id: row.id, name: row.name, detail: row.tag } : null;
}

/** Admin: act for this vendor from now on. Answers the current user as it is now. */
export async function selectVendor(ctx: ServiceContext, vendorId: number): Promise<CurrentUserResponse> {
  const actor = requireActor(ctx);
  const vendor = await ctx.db.selectFrom('vendors').select('id').where('id', '=', vendorId).executeTakeFirst();
  if (!vendor) throw notFound('Vendor not found.');
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ selected_vendor_id: vendorId }).where('id', '=', actor.userId).execute();
    await recordAudit(trx, ctx, { action: 'acting-as.vendor', entityType: 'vendor', entityId: vendorId });
  });
  return loadCurrentUser(ctx.db, actor.userId);
}

/** Admin: act for this client from now on. Answers the current user as it is now. */
export async function selectClient(ctx: ServiceContext, clientId: number): Promise<CurrentUserResponse> {
  const actor = requireActor(ctx);
  const client = await ctx.db.selectFrom('clients').select('id').where('id', '=', clientId).executeTakeFirst();
  if (!client) throw notFound('Client not found.');
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ selected_client_id: clientId }).where('id', '=', actor.userId).execute();
    await recordAudit(trx, ctx, { action: 'acting-as.client', entityType: 'client', entityId: clientId });
  });
  return loadCurrentUser(ctx.db, actor.userId);
}

function vendorOption(row: { id: number; business_name: string | null; dba_name: string | null; ptid: string }): PickerOption {
  return { id: row.id, name: row.business_name ?? row.dba_name ?? row.ptid, detail: row.ptid };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
