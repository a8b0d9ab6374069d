import { describe, expect, it } from 'vitest';
import { buildClient, buildSubscription, buildUser, buildVendor } from '../../src/db/seed/factories';
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
    const vendor = await buildVendor(t.app.db, { businessName: 'Monitored Vendor' });
    await buildSubscription(t.app.db, { vendorId: vendor.id });
    const user = await buildUser(t.app.db, { vendorId: vendor.id });
    const client = t.client();
    await client.login(user.username);
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

  it('gives no monitoring access for an expired subscription', async () => {
    const vendor = await buildVendor(t.app.db);
    await buildSubscription(t.app.db, { vendorId: vendor.id, status: 'EXPIRED' });
    const user = await buildUser(t.app.db, { vendorId: vendor.id });
    const client = t.client();
    await client.login(user.username);
    expect((await client.get('/services/account/users/current')).body.hasMonitoringAccess).toBe(false);
  });

  it('describes a client user with its permission flags and its client products', async () => {
    const client = await buildClient(t.app.db, { name: 'Flag Client', products: ['VendorProofEngage', 'Onboarding'] });
    const user = await buildUser(t.app.db, { role: 'Client User', clientId: client.id, permissions: ['UsersAccess'] });
    const http = t.client();
    await http.login(user.username);
    expect((await http.get('/services/account/users/current')).body).toMatchObject({
      role: 'Client User',
      clientId: client.id,
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
    const user = await buildUser(t.app.db);
    const http = t.client();
    await http.login(user.username);
    const text = JSON.stringify((await http.get('/services/account/users/current')).body);
    expect(text).not.toMatch(/password|scrypt/i);
  });
});
