import { readableClientScope } from '../../platform/auth/tenant-scope';
import type { ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { vendorCategoryOptions } from '../vendor-setup/invite-vendor';

/** GET /clients/selected/subclients: the acting client's sub-clients (facilities other than itself). */
export async function selectedSubClients(ctx: ServiceContext) {
  const scope = await readableClientScope(ctx);
  return ctx.db.selectFrom('clients').select(['id', 'name']).where('parent_client_id', '=', scope.clientId).orderBy('name').execute();
}

/** GET /clients/{id}/vendor-categories: the categories a vendor of the client (or a facility of it) may have; 404 for other clients. */
export async function vendorCategoriesOfClient(ctx: ServiceContext, input: { id: number }) {
  const scope = await readableClientScope(ctx);
  if (!scope.clientIds.includes(input.id)) throw notFound('Client not found.');
  return vendorCategoryOptions();
}
