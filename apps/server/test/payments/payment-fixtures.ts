import { buildCardOnFile, buildClient, buildSubscription } from '../../src/db/seed/factories';
import { signedInVendor } from '../../src/testing/signed-in';
import type { TestApp } from '../../src/testing/test-app';

/**
 * A new vendor, signed in, with a card on file that approves every charge (or declines every one):
 * the set-up of every test that pays through the API.
 */
export async function signedInVendorWithCard(
  app: TestApp,
  options: { outcome?: 'approve' | 'decline-charges'; businessName?: string } = {},
) {
  const signedIn = await signedInVendor(app, { businessName: options.businessName });
  await buildCardOnFile(app.db, { vendorId: signedIn.vendor.id, outcome: options.outcome });
  return signedIn;
}

/** An expired VendorProof Engage subscription ($199 a year) of a vendor for a client of its own, "Harbor {vendor id}". */
export async function expiredEngageSubscription(app: TestApp, vendorId: number) {
  const client = await buildClient(app.db, { name: `Harbor ${vendorId}`, tag: `harbor-renew-${vendorId}` });
  return buildSubscription(app.db, {
    vendorId,
    clientId: client.id,
    type: 'VP_ENGAGE',
    status: 'EXPIRED',
    startDate: '2024-01-20',
    amountCents: 19_900,
  });
}
