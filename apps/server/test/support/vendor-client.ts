import { buildClient, buildEnrollment, buildUser, buildVendor } from '../../src/db/seed/factories';
import type { TestClient } from '../../src/testing/http-client';
import type { TestApp } from '../../src/testing/test-app';

/**
 * A vendor with one signed-in user. With a requirementMap the vendor is also enrolled with a client
 * whose configuration carries it, so the client's owner and company rules apply.
 */
export async function signedInVendor(
  t: { app: TestApp; client: () => TestClient },
  options: { businessName: string | null; requirementMap?: Record<string, boolean>; clientName?: string },
) {
  const vendor = await buildVendor(t.app.db, { businessName: options.businessName });
  if (options.requirementMap) {
    const client = await buildClient(t.app.db, { name: options.clientName ?? 'Config Hospital' });
    await t.app.db.updateTable('clients').set({ configuration: JSON.stringify({ requirementMap: options.requirementMap }) }).where('id', '=', client.id).execute();
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: client.id });
  }
  const user = await buildUser(t.app.db, { vendorId: vendor.id });
  const http = t.client();
  await http.login(user.username);
  return { vendor, http };
}
