import { ADMIN_ROLE, CLIENT_ROLE, NO_TENANT_ACCESS_MESSAGE, VENDOR_ROLE } from '@app/shared/users/current-user';
import { requireActor, type ServiceContext } from '../context';
import { forbidden, notFound } from '../errors';
import { actingClientId, actingVendorId } from './access';
import { anyOf } from '../db/any-of';

/**
 * The client a read about a vendor is limited to: a client user's own client, or the client an admin acts
 * for while acting as a client user; null for vendors, jobs and admins acting as a vendor user. Every
 * client-facing read of vendor data shows only this client's (and its sub-clients') relationship.
 */
export function readerClientId(ctx: ServiceContext): number | null {
  const actor = ctx.actor;
  if (!actor) return null;
  if (actor.role === CLIENT_ROLE) return actor.clientId ?? -1; // fail closed
  if (actor.role === ADMIN_ROLE && actor.assumedRole === 'client-user') return actor.clientId;
  return null;
}

/**
 * The vendor a vendor-scoped read is about. Without `vendorId`: the acting vendor. With it: a vendor
 * user may only name its own vendor, a client user only a vendor enrolled with its client (or a
 * sub-client), an admin acting as a client user like that client, any other admin any vendor. Anything else is 403 (spec 000 §6, certificate access). A job
 * (`jobContext`) names the vendor of the rows it processes and is trusted.
 */
export async function readableVendorId(ctx: ServiceContext, vendorId?: number): Promise<number> {
  if (ctx.job && vendorId !== undefined) return vendorId;
  const actor = requireActor(ctx);
  if (vendorId === undefined) return actingVendorId(actor);
  const clientId = readerClientId(ctx);
  if (actor.role === ADMIN_ROLE && clientId === null) return vendorId;
  if (actor.role === VENDOR_ROLE) {
    if (actor.vendorId !== vendorId) throw forbidden(NO_TENANT_ACCESS_MESSAGE);
    return vendorId;
  }
  // -1: a client user without a client (the database forbids it) reads nothing, without a look-up.
  if (clientId !== null && clientId > 0) {
    const enrolled = await ctx.db
      .selectFrom('enrollments as e')
      .innerJoin('clients as c', 'c.id', 'e.client_id')
      .select('e.id')
      .where('e.vendor_id', '=', vendorId)
      .where((eb) => eb.or([eb('c.id', '=', clientId), eb('c.parent_client_id', '=', clientId)]))
      .executeTakeFirst();
    if (enrolled) return vendorId;
  }
  throw forbidden(NO_TENANT_ACCESS_MESSAGE);
}

/** A client (or an admin acting as one) may only read its own client's (or sub-client's) relationship with a vendor. */
export async function assertClientReadable(ctx: ServiceContext, clientId: number): Promise<void> {
  const readerClient = readerClientId(ctx);
  if (readerClient === null) return;
  const client = await ctx.db.selectFrom('clients').select(['id', 'parent_client_id']).where('id', '=', clientId).executeTakeFirst();
  if (!client || (client.id !== readerClient && client.parent_client_id !== readerClient)) {
    throw forbidden(NO_TENANT_ACCESS_MESSAGE);
  }
}

/** The clients a client-side read covers: the acting client and its sub-clients (facilities). */
export interface ClientScope {
  clientId: number;
  clientIds: number[];
}

/**
 * The one rule for a client reading many vendors: a client user (or an admin acting as a client) reads
 * the vendors of its own client and of that client's sub-clients; anyone else is refused (403).
 */
export async function readableClientScope(ctx: ServiceContext): Promise<ClientScope> {
  const actor = requireActor(ctx);
  if (actor.role !== CLIENT_ROLE && actor.role !== ADMIN_ROLE) throw forbidden(NO_TENANT_ACCESS_MESSAGE);
  const clientId = actingClientId(actor);
  const children = await ctx.db.selectFrom('clients').select('id').where('parent_client_id', '=', clientId).execute();
  return { clientId, clientIds: [clientId, ...children.map((child) => child.id)] };
}

/**
 * One vendor group (COVG) the acting client may read: its own or a sub-client's, not trashed. Any other
 * id answers 404, so a client cannot learn which ids exist at other clients.
 */
export async function readableCovg(ctx: ServiceContext, covgId: number) {
  const scope = await readableClientScope(ctx);
  const covg = await ctx.db
    .selectFrom('covgs')
    .selectAll()
    .where('id', '=', covgId)
    .where('client_id', '=', anyOf(scope.clientIds))
    .where('trashed', '=', false)
    .executeTakeFirst();
  if (!covg) throw notFound('Vendor not found.');
  return { covg, scope };
}
