import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { NEXT_DUE_DATE_MESSAGE } from '@app/shared/clients/attestations';
import {
  buildChecklistItem,
  buildClient,
  buildCov,
  buildCovgWithCode,
  buildEnrollment,
  buildVendor,
  buildSubscription,
} from '../../src/db/seed/factories';
import { signedInAdmin, signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

const ENGAGE = ['VendorProofEngage', 'Attestations'];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

describe('attestations', () => {
  const t = useTestApp();
  const deps = () => ({ db: t.app.db, encryption: t.app.runtime.deps.encryption });
  let clientId: number;
  let enrolledCovgId: number;
  let unenrolledCovgId: number;

  beforeAll(async () => {
    const db = t.app.db;
    clientId = (await buildClient(db, { name: 'Attesting Hospital', products: ENGAGE })).id;
    await db
      .insertInto('evd_configurations')
      .values({ client_id: clientId, evd_id: 77, evd_name: 'Vendor Questionnaire', view_name: 'Vendor Questionnaire', definition: '{}' })
      .execute();

    const vendor = await buildVendor(db, { businessName: 'Enrolled Supply' });
    const { covg } = await buildCovgWithCode(db, { clientId, vendorId: vendor.id, preferredName: 'Enrolled Supply' });
    enrolledCovgId = covg.id;
    await buildEnrollment(db, { vendorId: vendor.id, clientId });
    await buildCov(deps(), {
      covgId: covg.id,
      clientId,
      vendorNumber: 'V-100',
      legalName: 'Enrolled Supply LLC',
      tin: '12-3456789',
      managerName: 'Pat Manager',
    });
    await buildCov(deps(), {
      covgId: covg.id,
      clientId,
      vendorNumber: 'V-101',
      legalName: 'Enrolled Supply East',
      tin: '98-7654321',
      managerName: 'Pat Manager',
    });
    await buildChecklistItem(db, { vendorId: vendor.id, clientId, name: 'Annual Attestation', dueDate: day(-10) });
    await buildChecklistItem(db, { vendorId: vendor.id, clientId, name: 'W-9', status: 'COMPLETE', dueDate: day(200) });
    await buildChecklistItem(db, { vendorId: vendor.id, clientId, name: 'Code of Conduct', status: 'REVISION_NEEDED', dueDate: day(10) });
    await buildChecklistItem(db, { vendorId: vendor.id, clientId, name: 'Policy Review', status: 'INCOMPLETE', dueDate: day(90) });

    const { covg: waiting } = await buildCovgWithCode(db, { clientId, preferredName: '=HYPERLINK("http://evil.test")' });
    unenrolledCovgId = waiting.id;
    await buildCov(deps(), { covgId: waiting.id, clientId, vendorNumber: '+200', legalName: 'Waiting Vendor', tin: null });

    // Another client's vendor group and forms never show.
    const other = await buildClient(db, { name: 'Other Hospital', products: ENGAGE });
    const otherVendor = await buildVendor(db, { businessName: 'Other Supply' });
    const { covg: otherCovg } = await buildCovgWithCode(db, {
      clientId: other.id,
      vendorId: otherVendor.id,
      preferredName: 'Other Supply',
    });
    await buildEnrollment(db, { vendorId: otherVendor.id, clientId: other.id });
    await buildCov(deps(), { covgId: otherCovg.id, clientId: other.id, vendorNumber: 'V-900', tin: '12-3456789' });
    await buildChecklistItem(db, { vendorId: otherVendor.id, clientId: other.id, name: 'Annual Attestation', dueDate: day(-10) });
    // The enrolled vendor's expired subscription with the other client does not change its status here.
    await buildSubscription(db, { vendorId: vendor.id, clientId: other.id, type: 'VP_ENGAGE', status: 'EXPIRED' });
  });

  const attestingUser = () => signedInClient(t.app, { clientId, permissions: ['Attestations'] });

  it('answers one row per form of each vendor group, with masked TINs, form and compliance statuses', async () => {
    const { http } = await attestingUser();
    const response = await http.get('/services/attestations');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ size: 25, total: 5 });
    expect(response.body.content.map((row: { formName: string; status: string }) => [row.formName, row.status])).toEqual([
      ['Annual Attestation', 'Past Due'],
      ['Code of Conduct', 'Due'],
      ['Policy Review', 'Pending'],
      ['W-9', 'Complete'],
      ['Vendor Questionnaire', 'Not Started'],
    ]);
    expect(response.body.content[0]).toEqual({
      covgId: enrolledCovgId,
      vendorNumbers: ['V-100', 'V-101'],
      businessNames: ['Enrolled Supply', 'Enrolled Supply LLC', 'Enrolled Supply East'],
      tins: ['**-***6789', '**-***4321'],
      managedBy: ['Pat Manager'],
      complianceStatuses: ['Not Compliant - Missing Forms'],
      formName: 'Annual Attestation',
      status: 'Past Due',
      nextCompletionDate: day(-10),
      lastCompletionDate: null,
    });
    expect(response.body.content[3].lastCompletionDate).toBe(day(0));
    expect(response.body.content[4]).toMatchObject({
      covgId: unenrolledCovgId,
      complianceStatuses: ['Not Compliant - Not Enrolled'],
      tins: [],
      nextCompletionDate: null,
    });
    expect(JSON.stringify(response.body)).not.toContain('Other Supply');
  });

  it('filters by TIN (trimmed, dashes removed), form status, compliance status, next due month and form name', async () => {
    const { http } = await attestingUser();
    const names = async (query: string) =>
      (await http.get(`/services/attestations?${query}`)).body.content.map((row: { formName: string }) => row.formName);
    expect(await names(`tin=${encodeURIComponent(' 98-765-4321 ')}`)).toHaveLength(4);
    expect(await names('tin=111111111')).toEqual([]);
    expect(await names('status=PAST_DUE')).toEqual(['Annual Attestation']);
    expect(await names('status=NOT_STARTED')).toEqual(['Vendor Questionnaire']);
    expect(await names('complianceStatus=NOT_ENROLLED')).toEqual(['Vendor Questionnaire']);
    expect(await names('complianceStatus=MISSING_FORMS')).toHaveLength(4);
    expect(await names('complianceStatus=SUBSCRIPTION_EXPIRED')).toEqual([]);
    expect(await names(`nextCompletionDate=${firstOfMonth(day(90))}`)).toContain('Policy Review');
    expect(await names('formName=%20conduct%20')).toEqual(['Code of Conduct']);
    expect(await names('formName=100%25')).toEqual([]);
  });

  it('pages with a zero-based page and keeps the total past the last page', async () => {
    const { http } = await attestingUser();
    const second = (await http.get('/services/attestations?page=1&size=2')).body;
    expect(second).toMatchObject({ size: 2, total: 5 });
    expect(second.content.map((row: { formName: string }) => row.formName)).toEqual(['Policy Review', 'W-9']);
    expect((await http.get('/services/attestations?page=9&size=2')).body).toEqual({ content: [], size: 2, total: 5 });
  });

  it('refuses a next due date that is not the first of a month and unknown statuses (400 with field errors)', async () => {
    const { http } = await attestingUser();
    const date = await http.get('/services/attestations?nextCompletionDate=2026-05-15');
    expect(date.status).toBe(400);
    expect(date.body.error.fieldErrors.nextCompletionDate).toBe(NEXT_DUE_DATE_MESSAGE);
    expect((await http.get('/services/attestations?status=LATE')).body.error.fieldErrors.status).toBeDefined();
    expect((await http.get('/services/attestations?complianceStatus=EXPIRED')).status).toBe(400);
  });

  it('streams every matching row as formula-safe CSV on the same path with Accept: text/csv', async () => {
    const { http } = await attestingUser();
    const response = await fetch(new URL('/services/attestations?size=1', t.app.baseUrl), {
      headers: { accept: 'text/csv', cookie: `SESSION=${http.cookie('SESSION')}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const records: string[][] = parse(await response.text());
    expect(records[0]).toEqual([
      'COVG ID',
      'Vendor Numbers',
      'Business Names',
      'TINs',
      'Managed By',
      'Compliance Status',
      'Form Name',
      'Form Status',
      'Next Due Date',
      'Last Completed',
    ]);
    expect(records).toHaveLength(6);
    const waiting = records.find((record) => record[0] === String(unenrolledCovgId))!;
    expect(waiting.slice(1, 3)).toEqual(["'+200", `'=HYPERLINK("http://evil.test"); Waiting Vendor`]);
    expect(waiting.slice(5, 8)).toEqual(['Not Compliant - Not Enrolled', 'Vendor Questionnaire', 'Not Started']);
    const enrolled = records.find((record) => record[6] === 'Annual Attestation')!;
    expect(enrolled.slice(1, 4)).toEqual([
      'V-100; V-101',
      'Enrolled Supply; Enrolled Supply LLC; Enrolled Supply East',
      '**-***6789; **-***4321',
    ]);
    expect(records.map((record) => record.join(',')).join('\n')).not.toContain('Other Supply');

    const filtered = await fetch(new URL('/services/attestations?status=COMPLETE', t.app.baseUrl), {
      headers: { accept: 'text/csv', cookie: `SESSION=${http.cookie('SESSION')}` },
    });
    expect(parse(await filtered.text())).toHaveLength(2);
  });

  it('refuses anonymous callers (401), vendors and clients without the Attestations permission or product (403)', async () => {
    expect((await t.client().get('/services/attestations')).status).toBe(401);
    const { http: vendor } = await signedInVendor(t.app);
    expect((await vendor.get('/services/attestations')).status).toBe(403);
    const { http: noPermission } = await signedInClient(t.app, { clientId, permissions: ['UsersAccess'] });
    expect((await noPermission.get('/services/attestations')).status).toBe(403);
    const { http: noProduct } = await signedInClient(t.app, { products: ['VendorProofEngage'], permissions: ['Attestations'] });
    expect((await noProduct.get('/services/attestations')).status).toBe(403);
    const { http: noEngage } = await signedInClient(t.app, { products: ['Attestations'], permissions: ['Attestations'] });
    expect((await noEngage.get('/services/attestations')).status).toBe(403);
  });

  it("shows an admin acting as a client that client's attestations only", async () => {
    const { http } = await signedInAdmin(t.app);
    expect((await http.get('/services/attestations')).status).toBe(403);
    await http.put('/services/account/users/current/assumed-role', { assumedRole: 'client-user' });
    expect((await http.put('/services/current-client', { clientId })).status).toBe(200);
    const body = (await http.get('/services/attestations')).body;
    expect(body.total).toBe(5);
    expect(new Set(body.content.map((row: { covgId: number }) => row.covgId))).toEqual(new Set([enrolledCovgId, unenrolledCovgId]));
  });
});
