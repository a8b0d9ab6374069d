import { describe, expect, it } from 'vitest';
import { UNBOUNDED } from '@app/shared/payments/pricing';
import { buildCardOnFile, buildEmployee, buildSubscription, buildVendor } from '../../src/db/seed/factories';
import { renewDueSubscriptions } from '../../src/modules/payments/renew-subscriptions-job';
import { signedInAdmin, signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

const PATH = '/services/employees/monitor-pricing/price-tiers';

/** $10 up to 5 employees, then $20 + $1.50 per employee from the sixth. */
const CUSTOM = [
  { minEmployees: 0, maxEmployees: 5, price: 1_000, pricePerEmployee: 0 },
  { minEmployees: 6, maxEmployees: UNBOUNDED, price: 2_000, pricePerEmployee: 150 },
];

const ranges = (tiers: Array<{ minEmployees: number; maxEmployees: number }>) => tiers.map((t) => [t.minEmployees, t.maxEmployees]);

describe('admin price tiers (spec 002 §2, §5, §7)', () => {
  const t = useTestApp();

  const auditOf = (vendorId: number) =>
    t.app.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity_type', '=', 'vendor')
      .where('entity_id', '=', String(vendorId))
      .where('action', 'like', 'price-tiers.%')
      .orderBy('id')
      .execute();

  it("GET ?vendorId= gives an admin that vendor's tiers: the defaults until it has its own", async () => {
    const vendor = await buildVendor(t.app.db);
    const { http: admin } = await signedInAdmin(t.app);
    const response = await admin.get(`${PATH}?vendorId=${vendor.id}`);
    expect(response.status).toBe(200);
    expect(ranges(response.body)).toEqual([
      [0, 100],
      [101, 250],
      [251, UNBOUNDED],
    ]);
    expect(response.body.every((tier: { vendorId: number | null }) => tier.vendorId === null)).toBe(true);
  });

  it("POST ?vendorId= replaces the vendor's tiers, audited; the vendor then sees and pays them", async () => {
    const { vendor, http: vendorHttp } = await signedInVendor(t.app);
    const { http: admin } = await signedInAdmin(t.app);
    const saved = await admin.post(`${PATH}?vendorId=${vendor.id}`, CUSTOM);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(CUSTOM.map((tier) => ({ ...tier, id: expect.any(Number), vendorId: vendor.id })));
    expect((await vendorHttp.get(PATH)).body).toEqual(saved.body);
    expect((await admin.get(`${PATH}?vendorId=${vendor.id}`)).body).toEqual(saved.body);

    // The subscription page's monitoring price (past the first month) follows the vendor's tiers: $20 + 5 × $1.50.
    await buildSubscription(t.app.db, { vendorId: vendor.id, startDate: '2026-10-01', renewalDate: '2026-12-01' });
    for (let i = 0; i < 10; i++) await buildEmployee(t.app.runtime.deps, { vendorId: vendor.id });
    const types = (await vendorHttp.get('/services/subscriptions/types')).body;
    expect(types.find((type: { subscriptionType: string }) => type.subscriptionType === 'VP_EMPLOYEE_MONITORING').price).toBe(2_750);

    expect(await auditOf(vendor.id)).toEqual([{ action: 'price-tiers.saved', details: { before: [], after: CUSTOM } }]);
  });

  it("renewals charge the vendor's own tiers", async () => {
    const vendor = await buildVendor(t.app.db);
    await buildCardOnFile(t.app.db, { vendorId: vendor.id });
    const { http: admin } = await signedInAdmin(t.app);
    expect((await admin.post(`${PATH}?vendorId=${vendor.id}`, CUSTOM)).status).toBe(200);
    for (let i = 0; i < 3; i++) await buildEmployee(t.app.runtime.deps, { vendorId: vendor.id });
    const subscription = await buildSubscription(t.app.db, { vendorId: vendor.id, startDate: '2026-10-03', renewalDate: '2026-11-03' });
    await renewDueSubscriptions(t.app.runtime.deps, '2026-11-03');
    const renewed = await t.app.db
      .selectFrom('subscriptions')
      .select('amount_cents')
      .where('id', '=', subscription.id)
      .executeTakeFirstOrThrow();
    expect(renewed.amount_cents).toBe(1_000);
  });

  it('POST with an empty list resets the vendor to the default tiers, audited as a reset', async () => {
    const vendor = await buildVendor(t.app.db);
    const { http: admin } = await signedInAdmin(t.app);
    await admin.post(`${PATH}?vendorId=${vendor.id}`, CUSTOM);
    const reset = await admin.post(`${PATH}?vendorId=${vendor.id}`, []);
    expect(reset.status).toBe(200);
    expect(ranges(reset.body)).toEqual([
      [0, 100],
      [101, 250],
      [251, UNBOUNDED],
    ]);
    expect((await auditOf(vendor.id)).map((entry) => entry.action)).toEqual(['price-tiers.saved', 'price-tiers.reset']);
    expect((await auditOf(vendor.id))[1]!.details).toEqual({ before: CUSTOM, after: [] });
  });

  it("without vendorId an admin reads and saves the selected vendor's tiers, and is refused with none selected", async () => {
    const vendor = await buildVendor(t.app.db);
    const { http: admin } = await signedInAdmin(t.app);
    const none = await admin.get(PATH);
    expect(none.status).toBe(403);
    expect(none.body.error.message).toBe('Select a vendor to act as before doing this.');
    expect((await admin.put('/services/current-vendor', { vendorId: vendor.id })).status).toBe(200);
    expect((await admin.post(PATH, CUSTOM)).status).toBe(200);
    expect((await admin.get(PATH)).body[0]).toMatchObject({ vendorId: vendor.id, price: 1_000 });
  });

  it.each([
    ['a gap', [CUSTOM[0], { ...CUSTOM[1], minEmployees: 8 }], '1.minEmployees', 'Gap: Tier 2 must start at 6, right after tier 1 ends.'],
    ['an overlap', [CUSTOM[0], { ...CUSTOM[1], minEmployees: 5 }], '1.minEmployees', 'Overlap: Tier 2 must start at 6, after tier 1 ends.'],
    ['a bounded last tier', [CUSTOM[0], { ...CUSTOM[1], maxEmployees: 500 }], '1.maxEmployees', 'The last tier must be unbounded.'],
    [
      'a first tier not starting at 0',
      [{ ...CUSTOM[0], minEmployees: 1 }, CUSTOM[1]],
      '0.minEmployees',
      'The first tier must start at 0 employees.',
    ],
    ['a negative price', [{ ...CUSTOM[0], price: -1 }, CUSTOM[1]], '0.price', expect.any(String)],
  ])('POST refuses %s with 400, the reason in the envelope, and saves nothing', async (_case, tiers, field, message) => {
    const vendor = await buildVendor(t.app.db);
    const { http: admin } = await signedInAdmin(t.app);
    const response = await admin.post(`${PATH}?vendorId=${vendor.id}`, tiers);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message, fieldErrors: { [field]: message } });
    expect(await t.app.db.selectFrom('price_tiers').select('id').where('vendor_id', '=', vendor.id).execute()).toEqual([]);
    expect(await auditOf(vendor.id)).toEqual([]);
  });

  it('answers 404 for a vendor that does not exist and 400 for a malformed vendorId', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const missingGet = await admin.get(`${PATH}?vendorId=99999999`);
    expect(missingGet.status).toBe(404);
    expect(missingGet.body.error.message).toBe('Vendor not found.');
    expect((await admin.post(`${PATH}?vendorId=99999999`, CUSTOM)).status).toBe(404);
    expect((await admin.get(`${PATH}?vendorId=abc`)).body.error.fieldErrors).toEqual({ vendorId: expect.any(String) });
  });

  it('POST answers 401 anonymous, 403 to vendors (even for themselves), clients and without CSRF, changing nothing', async () => {
    const { vendor, http: vendorHttp } = await signedInVendor(t.app);
    const { http: client } = await signedInClient(t.app);
    const { http: admin } = await signedInAdmin(t.app);
    expect((await t.client().post(`${PATH}?vendorId=${vendor.id}`, CUSTOM)).status).toBe(401);
    expect((await vendorHttp.post(`${PATH}?vendorId=${vendor.id}`, CUSTOM)).status).toBe(403);
    expect((await vendorHttp.post(PATH, CUSTOM)).status).toBe(403);
    expect((await client.post(`${PATH}?vendorId=${vendor.id}`, CUSTOM)).status).toBe(403);
    expect((await admin.post(`${PATH}?vendorId=${vendor.id}`, CUSTOM, { csrf: false })).status).toBe(403);
    expect(await t.app.db.selectFrom('price_tiers').select('id').where('vendor_id', '=', vendor.id).execute()).toEqual([]);
  });

  it("GET answers 401 anonymous, 403 to clients, and 403 to a vendor naming another vendor's id", async () => {
    const { vendor, http: vendorHttp } = await signedInVendor(t.app);
    const other = await buildVendor(t.app.db);
    const { http: admin } = await signedInAdmin(t.app);
    await admin.post(`${PATH}?vendorId=${other.id}`, CUSTOM);
    expect((await t.client().get(PATH)).status).toBe(401);
    expect((await (await signedInClient(t.app)).http.get(`${PATH}?vendorId=${vendor.id}`)).status).toBe(403);
    const crossTenant = await vendorHttp.get(`${PATH}?vendorId=${other.id}`);
    expect(crossTenant.status).toBe(403);
    expect(JSON.stringify(crossTenant.body)).not.toContain('"price"');
    expect((await vendorHttp.get(`${PATH}?vendorId=${vendor.id}`)).status).toBe(200);
  });
});
