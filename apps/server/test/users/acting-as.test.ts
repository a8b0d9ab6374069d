import { describe, expect, it } from 'vitest';
import { buildClient, buildSubscription, buildVendor } from '../../src/db/seed/factories';
import { signedInAdmin, signedInUser, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

describe('admin acting as a vendor or client', () => {
  const t = useTestApp();

  it('starts an admin as vendor-user with no vendor or client selected', async () => {
    const { http: client } = await signedInAdmin(t.app);
    expect((await client.get('/services/account/users/current')).body).toMatchObject({
      assumedRole: 'vendor-user',
      vendorId: null,
      clientId: null,
    });
  });

  it('switches the assumed role and keeps it for the next session', async () => {
    const { user, http: client } = await signedInAdmin(t.app);
    const response = await client.put('/services/account/users/current/assumed-role', { assumedRole: 'client-user' });
    expect(response.status).toBe(200);
    expect(response.body.assumedRole).toBe('client-user');
    const next = t.client();
    await next.login(user.username);
    expect((await next.get('/services/account/users/current')).body.assumedRole).toBe('client-user');
  });

  it('refuses an unknown assumed role with 400', async () => {
    const { http: client } = await signedInAdmin(t.app);
    const response = await client.put('/services/account/users/current/assumed-role', { assumedRole: 'superuser' });
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors.assumedRole).toBeDefined();
  });

  it('finds vendors by name or PTID and clients by name', async () => {
    const vendor = await buildVendor(t.app.db, { businessName: 'Zebra Surgical Supply' });
    await buildClient(t.app.db, { name: 'Quokka Medical Center' });
    const { http: client } = await signedInAdmin(t.app);
    const byName = await client.get('/services/current-vendor/options?text=zebra');
    expect(byName.body.options).toEqual([{ id: vendor.id, name: 'Zebra Surgical Supply', detail: vendor.ptid }]);
    const byPtid = await client.get(`/services/current-vendor/options?text=${vendor.ptid}`);
    expect(byPtid.body.options.map((o: { id: number }) => o.id)).toEqual([vendor.id]);
    const clients = await client.get('/services/current-client/options?text=quokka');
    expect(clients.body.options.map((o: { name: string }) => o.name)).toEqual(['Quokka Medical Center']);
    const wildcard = await client.get('/services/current-vendor/options?text=%25');
    expect(wildcard.body.options).toEqual([]);
  });

  it('selects a vendor: the current user then acts for it, with its monitoring access', async () => {
    const vendor = await buildVendor(t.app.db, { businessName: 'Picked Vendor' });
    await buildSubscription(t.app.db, { vendorId: vendor.id });
    const { http: client } = await signedInAdmin(t.app);
    const response = await client.put('/services/current-vendor', { vendorId: vendor.id });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ vendorId: vendor.id, vendorName: 'Picked Vendor', hasMonitoringAccess: true });
    expect((await client.get('/services/current-vendor')).body.vendor).toEqual({
      id: vendor.id,
      name: 'Picked Vendor',
      detail: vendor.ptid,
    });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'acting-as.vendor')
      .where('entity_id', '=', String(vendor.id))
      .executeTakeFirst();
    expect(audit).toBeDefined();
  });

  it('selects a client: the current user then carries its products', async () => {
    const picked = await buildClient(t.app.db, { name: 'Picked Client', products: ['VendorProofEngage', 'Attestations'] });
    const { http: client } = await signedInAdmin(t.app);
    const response = await client.put('/services/current-client', { clientId: picked.id });
    expect(response.body).toMatchObject({ clientId: picked.id, clientName: 'Picked Client', hasAttestations: true, hasOnboarding: false });
    expect((await client.get('/services/current-client')).body.client.name).toBe('Picked Client');
  });

  it('answers 404 for a vendor or client that does not exist', async () => {
    const { http: client } = await signedInAdmin(t.app);
    expect((await client.put('/services/current-vendor', { vendorId: 999_999 })).status).toBe(404);
    expect((await client.put('/services/current-client', { clientId: 999_999 })).status).toBe(404);
  });

  it('refuses pickers and switching to vendor and client users with 403, so they cannot change tenant', async () => {
    const other = await buildVendor(t.app.db);
    for (const role of ['Vendor User', 'Client User'] as const) {
      const { http: client } = await signedInUser(t.app, { role });
      expect((await client.get('/services/current-vendor/options?text=')).status).toBe(403);
      expect((await client.get('/services/current-client/options?text=')).status).toBe(403);
      expect((await client.put('/services/current-vendor', { vendorId: other.id })).status).toBe(403);
      expect((await client.put('/services/current-client', { clientId: 1 })).status).toBe(403);
      expect((await client.put('/services/account/users/current/assumed-role', { assumedRole: 'client-user' })).status).toBe(403);
    }
  });

  it('shows a vendor user its own vendor as the current vendor', async () => {
    const { vendor, http: client } = await signedInVendor(t.app, { businessName: 'Own Vendor' });
    expect((await client.get('/services/current-vendor')).body.vendor.id).toBe(vendor.id);
    expect((await client.get('/services/current-client')).body.client).toBeNull();
  });

  it('answers 401 to every acting-as call without a session', async () => {
    const client = t.client();
    expect((await client.get('/services/current-vendor')).status).toBe(401);
    expect((await client.get('/services/current-vendor/options?text=')).status).toBe(401);
    expect((await client.put('/services/current-client', { clientId: 1 })).status).toBe(401);
  });
});
