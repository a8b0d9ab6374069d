import { describe, expect, it } from 'vitest';
import { buildSubscription } from '../../src/db/seed/factories';
import { signedInClient, signedInUser, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

describe('GET /services/account/users/current', () => {
  const t = useTestApp();

  it('answers 401 without a session', async () => {
    const response = await t.client().get('/services/account/users/current');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 for a forged session cookie', async () => {
    const client = t.client();
    client.setCookie('SESSION', 'forged-token');
    expect((await client.get('/services/account/users/current')).status).toBe(401);
  });

  it('describes a vendor user with monitoring access when the vendor has an active monitoring subscription', async () => {
    const { vendor, user, http: client } = await signedInVendor(t.app, { businessName: 'Monitored Vendor' });
    await buildSubscription(t.app.db, { vendorId: vendor.id });
    const { body } = await client.get('/services/account/users/current');
    expect(body).toMatchObject({
      userId: user.id,
      role: 'Vendor User',
      vendorId: vendor.id,
      vendorName: 'Monitored Vendor',
      clientId: null,
      assumedRole: null,
      hasMonitoringAccess: true,
      hasUsersAccess: false,
    });
  });

  it('names the vendor by its DBA name when it has no legal name, and by nothing (not its PTID) when it has neither', async () => {
    const { vendor, http: client } = await signedInVendor(t.app, { businessName: null });
    expect((await client.get('/services/account/users/current')).body.vendorName).toBeNull();
    await t.app.db.updateTable('vendors').set({ business_name: '  ', dba_name: 'Harbor Care' }).where('id', '=', vendor.id).execute();
    expect((await client.get('/services/account/users/current')).body.vendorName).toBe('Harbor Care');
    await t.app.db.updateTable('vendors').set({ business_name: 'Harbor Care Holdings LLC' }).where('id', '=', vendor.id).execute();
    expect((await client.get('/services/account/users/current')).body.vendorName).toBe('Harbor Care Holdings LLC');
  });

  it('gives no monitoring access for an expired subscription', async () => {
    const { vendor, http: client } = await signedInVendor(t.app);
    await buildSubscription(t.app.db, { vendorId: vendor.id, status: 'EXPIRED' });
    expect((await client.get('/services/account/users/current')).body.hasMonitoringAccess).toBe(false);
  });

  it('describes a client user with its permission flags and its client products', async () => {
    const { clientId, http } = await signedInClient(t.app, {
      clientName: 'Flag Client',
      products: ['VendorProofEngage', 'Onboarding'],
      permissions: ['UsersAccess', 'Onboarding', 'Attestations'],
    });
    expect((await http.get('/services/account/users/current')).body).toMatchObject({
      role: 'Client User',
      clientId,
      clientName: 'Flag Client',
      vendorId: null,
      hasUsersAccess: true,
      hasImportsAccess: false,
      hasPaymentWaiverAccess: false,
      hasVendorProofEngage: true,
      hasAttestations: false,
      hasOnboarding: true,
    });
  });

  it('never returns the password hash', async () => {
    const { http } = await signedInUser(t.app);
    const text = JSON.stringify((await http.get('/services/account/users/current')).body);
    expect(text).not.toMatch(/password|scrypt/i);
  });
});
