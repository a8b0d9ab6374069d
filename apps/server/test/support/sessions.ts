import { buildUser, buildVendor } from '../../src/db/seed/factories';
import { TestClient } from '../../src/testing/http-client';
import type { TestApp } from '../../src/testing/test-app';

/** A new vendor with one signed-in vendor user. */
export async function vendorSession(app: TestApp, options: { businessName?: string | null; email?: string | null } = {}) {
  const vendor = await buildVendor(app.db, { businessName: options.businessName });
  const user = await buildUser(app.db, { vendorId: vendor.id, email: options.email });
  const http = new TestClient(app.baseUrl);
  await http.login(user.username);
  return { vendor, user, http };
}

