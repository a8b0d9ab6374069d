import { buildClient, buildEnrollment, buildUser, buildVendor } from '../db/seed/factories';
import { TestClient } from './http-client';
import type { TestApp } from './test-app';

type UserOverrides = NonNullable<Parameters<typeof buildUser>[1]>;

/** Any user (built with the factory's defaults and these overrides), signed in on a new HTTP client. */
export async function signedInUser(app: TestApp, overrides: UserOverrides = {}) {
  const user = await buildUser(app.db, overrides);
  const http = new TestClient(app.baseUrl);
  await http.login(user.username);
  return { user, http };
}

/**
 * A new vendor with one signed-in vendor user. With a requirementMap the vendor is also enrolled with
 * a client whose configuration carries it, so that client's owner and company rules apply.
 */
export async function signedInVendor(
  app: TestApp,
  options: { businessName?: string | null; email?: string | null; requirementMap?: Record<string, boolean>; clientName?: string } = {},
) {
  const vendor = await buildVendor(app.db, { businessName: options.businessName });
  if (options.requirementMap) {
    const client = await buildClient(app.db, { name: options.clientName ?? 'Config Hospital' });
    await app.db
      .updateTable('clients')
      .set({ configuration: JSON.stringify({ requirementMap: options.requirementMap }) })
      .where('id', '=', client.id)
      .execute();
    await buildEnrollment(app.db, { vendorId: vendor.id, clientId: client.id });
  }
  const { user, http } = await signedInUser(app, { vendorId: vendor.id, email: options.email });
  return { vendor, user, http };
}

/** A client user (of a new client unless `clientId` names one) with the given permissions, signed in. */
export async function signedInClient(
  app: TestApp,
  options: { clientId?: number; clientName?: string; products?: string[]; permissions?: string[] } = {},
) {
  const clientId = options.clientId ?? (await buildClient(app.db, { name: options.clientName, products: options.products })).id;
  const { user, http } = await signedInUser(app, { role: 'Client User', clientId, permissions: options.permissions });
  return { clientId, user, http };
}

/** A platform admin, signed in. */
export async function signedInAdmin(app: TestApp) {
  return signedInUser(app, { role: 'PT Admin User' });
}
