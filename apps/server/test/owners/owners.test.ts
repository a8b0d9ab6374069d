import { describe, expect, it } from 'vitest';
import { OWNERSHIP_TOTAL_MESSAGE } from '@app/shared/owners/owner';
import { importListFromPath } from '../../src/modules/screening/lists/import-list-from-path';
import { screenOneSubject } from '../../src/modules/screening/monitoring/screen-subjects';
import { signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';
import { LEIE_HEADER, leiePersonRow, writeListFile } from '../screening/list-fixtures';

const person = (overrides: Record<string, unknown> = {}) => ({
  thisIsABusiness: false,
  firstName: 'Olivia',
  lastName: 'Owner',
  ownershipPercentage: 40,
  ...overrides,
});

describe('owners', () => {
  const t = useTestApp();

  const vendorClient = (requirementMap?: Record<string, boolean>) =>
    signedInVendor(t.app, { businessName: 'Owned Vendor', requirementMap, clientName: 'Strict Hospital' });

  it('adds, lists, updates and removes an owner; the tax id never leaves the server whole', async () => {
    const { http } = await vendorClient();
    const created = await http.post('/services/owners', person({ taxId: '555-44-3333', npi: '1234567893' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      firstName: 'Olivia',
      taxIdLastFour: '3333',
      ownershipPercentage: 40,
      status: { name: 'COMPLIANT' },
    });
    expect(JSON.stringify(created.body)).not.toContain('555443333');
    const updated = await http.put(`/services/owners/${created.body.ownerId}`, person({ lastName: 'Owens', ownershipPercentage: 60 }));
    expect(updated.body).toMatchObject({ lastName: 'Owens', ownershipPercentage: 60 });
    expect((await http.get('/services/owners')).body).toHaveLength(1);
    expect((await http.delete(`/services/owners/${created.body.ownerId}`)).body).toEqual({ name: 'Olivia Owens' });
    expect((await http.get('/services/owners')).body).toEqual([]);
  });

  it('requires the company for a business and names for a person', async () => {
    const { http } = await vendorClient();
    expect((await http.post('/services/owners', { thisIsABusiness: true })).body.error.fieldErrors).toEqual({
      businessName: 'Company is required',
    });
    expect((await http.post('/services/owners', { thisIsABusiness: false })).body.error.fieldErrors).toMatchObject({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
    });
    const business = await http.post('/services/owners', {
      thisIsABusiness: true,
      businessName: 'Holding Co LLC',
      ownershipPercentage: 20,
    });
    expect(business.body).toMatchObject({ thisIsABusiness: true, businessName: 'Holding Co LLC', firstName: null });
  });

  it('requires DOB and tax id only when a customer requires OWNER_DOB / OWNER_TIN', async () => {
    const relaxed = await vendorClient();
    expect((await relaxed.http.post('/services/owners', person())).status).toBe(201);
    const strict = await vendorClient({ OWNER_DOB: true, OWNER_TIN: true, OWNER_REQUIRED_AT_SIGNUP: true });
    expect((await strict.http.get('/services/owners/requirements')).body).toEqual({
      dobRequired: true,
      taxIdRequired: true,
      requiredAtSignup: true,
    });
    const refused = await strict.http.post('/services/owners', person());
    expect(refused.status).toBe(400);
    expect(refused.body.error.fieldErrors).toEqual({ dob: 'Date of Birth is required', taxId: 'Tax ID is required' });
    expect((await strict.http.post('/services/owners', person({ dob: '2999-01-01', taxId: '12' }))).body.error.fieldErrors).toMatchObject({
      dob: 'Date of Birth cannot be later than today',
      taxId: 'Tax ID must be 9 digits',
    });
    expect((await strict.http.post('/services/owners', person({ dob: '1970-02-03', taxId: '987654321' }))).status).toBe(201);
  });

  it('keeps the stored tax id when an edit leaves it blank, also under OWNER_TIN, until the owner changes kind', async () => {
    const { http } = await vendorClient({ OWNER_TIN: true });
    const created = await http.post('/services/owners', person({ taxId: '555-44-3333' }));
    const kept = await http.put(`/services/owners/${created.body.ownerId}`, person({ lastName: 'Owens' }));
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ lastName: 'Owens', taxIdLastFour: '3333' });
    const replaced = await http.put(`/services/owners/${created.body.ownerId}`, person({ taxId: '111-22-4444' }));
    expect(replaced.body.taxIdLastFour).toBe('4444');
    const nowBusiness = await http.put(`/services/owners/${created.body.ownerId}`, {
      thisIsABusiness: true,
      businessName: 'Owens Holdings',
      ownershipPercentage: 40,
    });
    expect(nowBusiness.status).toBe(400);
    expect(nowBusiness.body.error.fieldErrors).toEqual({ taxId: 'Tax ID is required' });
  });

  it('refuses a zip that does not belong to the state', async () => {
    const { http } = await vendorClient();
    const refused = await http.post('/services/owners', person({ state: 'CA', postalCode: '10001' }));
    expect(refused.body.error.fieldErrors).toEqual({ postalCode: 'Zip Code does not match the state' });
    expect((await http.post('/services/owners', person({ state: 'NY', postalCode: '10001' }))).status).toBe(201);
  });

  it('refuses a total ownership over 100% with the spec text, on add and in the percentage edit mode', async () => {
    const { http } = await vendorClient();
    const a = await http.post('/services/owners', person({ ownershipPercentage: 60 }));
    const b = await http.post('/services/owners', person({ firstName: 'Bob', ownershipPercentage: 30 }));
    const over = await http.post('/services/owners', person({ firstName: 'Cy', ownershipPercentage: 20 }));
    expect(over.body.error.message).toBe(OWNERSHIP_TOTAL_MESSAGE);
    const bad = await http.put('/services/vendor-info/ownership', { [a.body.ownerId]: 70, [b.body.ownerId]: 40 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(OWNERSHIP_TOTAL_MESSAGE);
    const good = await http.put('/services/vendor-info/ownership', { [a.body.ownerId]: 50, [b.body.ownerId]: 50 });
    expect(good.body.map((o: { ownershipPercentage: number }) => o.ownershipPercentage)).toEqual([50, 50]);
  });

  it("answers 404 for another vendor's owner", async () => {
    const owner = await vendorClient();
    const intruder = await vendorClient();
    const created = await owner.http.post('/services/owners', person());
    expect((await intruder.http.get(`/services/owners/${created.body.ownerId}`)).status).toBe(404);
    expect((await intruder.http.put(`/services/owners/${created.body.ownerId}`, person())).status).toBe(404);
    expect((await intruder.http.delete(`/services/owners/${created.body.ownerId}`)).status).toBe(404);
    expect((await intruder.http.put('/services/vendor-info/ownership', { [created.body.ownerId]: 10 })).status).toBe(404);
  });

  it('screens owners; a confirmed owner match makes the vendor Owner Excluded for its customers', async () => {
    await importListFromPath(t.app.runtime.deps, {
      sourceId: 'leie',
      filePath: writeListFile('1601EXCL.csv', [LEIE_HEADER, leiePersonRow('MALONE', 'GREGORY', '19550607')]),
    });
    const { vendor, http } = await vendorClient({});
    const created = await http.post(
      '/services/owners',
      person({ firstName: 'Gregory', lastName: 'Malone', dob: '1955-06-07', ownershipPercentage: 10 }),
    );
    await screenOneSubject(t.app.db, 'OWNER', created.body.ownerId);
    expect((await http.get(`/services/owners/${created.body.ownerId}`)).body.status.name).toBe('NON_COMPLIANT');
    await t.app.db
      .updateTable('screening_alerts')
      .set({ status: 'CONFIRMED' })
      .where('subject_type', '=', 'OWNER')
      .where('subject_id', '=', created.body.ownerId)
      .execute();
    expect((await http.get('/services/customers')).body[0].complianceStatus).toBe('Not Compliant - Owner Excluded');
    expect(vendor.id).toBeGreaterThan(0);
  });

  it('answers 401 without a session and 403 for client users', async () => {
    expect((await t.client().get('/services/owners')).status).toBe(401);
    const { http } = await signedInClient(t.app);
    expect((await http.get('/services/owners')).status).toBe(403);
  });
});
