import { usDate } from '@app/shared/platform/us-date';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { pdfToText } from '../../src/testing/pdf-tools';
import { signedInAdmin, signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';
import { hospitalWithVendors } from './client-fixtures';

const today = new Date().toISOString().slice(0, 10);

describe('client dashboard and reports', () => {
  const t = useTestApp();
  let world: Awaited<ReturnType<typeof hospitalWithVendors>>;
  const setup = async () => (world ??= await hospitalWithVendors(t.app));

  it('counts vendor groups by compliance status, to-dos by form status, and queues open alerts newest first', async () => {
    await setup();
    const { http } = await signedInClient(t.app, { clientId: world.client.id });
    const response = await http.get('/services/client/dashboard/all');
    expect(response.status).toBe(200);
    const board = response.body;
    expect(board.clientName).toBe('Test Hospital');
    expect(board.totalVendors).toBe(7);
    const counts = Object.fromEntries(board.complianceCounts.map((c: { status: string; count: number }) => [c.status, c.count]));
    expect(counts).toEqual({
      Compliant: 2,
      'Not Compliant - Missing Forms': 1,
      'Not Compliant - Waiver Rejected': 0,
      'Not Compliant - Expired': 1,
      'Not Compliant - Owner Excluded': 1,
      'Not Compliant - Excluded': 0,
      'Not Compliant - Not Enrolled': 2,
    });
    const forms = Object.fromEntries(board.formCounts.map((c: { status: string; count: number }) => [c.status, c.count]));
    expect(forms).toMatchObject({ 'Past Due': 1, Complete: 1 });
    expect(board.openAlertCount).toBe(1);
    expect(board.alerts[0]).toMatchObject({
      vendorName: 'Echo Open Alert Co',
      subjectType: 'OWNER',
      subjectName: 'Oswin Blackthorne',
      covgId: world.openAlert.covg.id,
    });
    expect(board.alerts[0].reasons.length).toBeGreaterThan(0);
    expect(board.formsDue[0]).toMatchObject({ vendorName: 'Bravo Missing Forms Co', name: 'Insurance', formStatus: 'Past Due' });
    expect(board.onboarding).toEqual({ notStarted: 1, inProgress: 1, completedLast30Days: 0 });
    expect(board.listSnapshots.find((s: { sourceId: string }) => s.sourceId === 'leie').publishedAt).toMatch(/^\d{4}-/);
  });

  it('shows another client only its own vendors, and an admin the client it acts as', async () => {
    await setup();
    const { http } = await signedInClient(t.app, { clientId: world.other.id });
    const board = (await http.get('/services/client/dashboard/all')).body;
    expect(board.totalVendors).toBe(1);
    expect(board.alerts).toEqual([]);
    const { http: admin } = await signedInAdmin(t.app);
    await admin.put('/services/current-client', { clientId: world.client.id });
    expect((await admin.get('/services/client/dashboard/all')).body.totalVendors).toBe(7);
  });

  it('exports the vendor compliance summary as CSV and as a PDF that reads back', async () => {
    await setup();
    const { http } = await signedInClient(t.app, { clientId: world.client.id });
    const csv = await http.get('/services/client/reports/vendor-compliance?format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('Vendor compliance summary');
    const records = parse(csv.body as string) as string[][];
    expect(records[0]).toEqual([
      'Vendor',
      'PTID',
      'Vendor numbers',
      'TINs',
      'Category',
      'Facilities',
      'Enrollment',
      'Enrolled on',
      'Compliance status',
      'Next due date',
      'Open alerts',
      'Under review',
    ]);
    expect(records).toHaveLength(8);
    expect(records.find((r) => r[0] === 'Alpha Compliant Co')).toEqual(expect.arrayContaining(['AP-1001', '**-***6789', 'Compliant']));
    expect(csv.body).not.toContain('Zulu');
    const filtered = parse(
      (await http.get('/services/client/reports/vendor-compliance?complianceStatus=OWNER_EXCLUDED')).body as string,
    ) as string[][];
    expect(filtered.slice(1).map((r) => r[0])).toEqual(['Delta Owner Excluded Co']);

    const pdf = await http.download('/services/client/reports/vendor-compliance?format=pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfToText(pdf.bytes);
    expect(text).toContain('Vendor Compliance Summary');
    expect(text).toContain('Delta Owner Excluded Co');
    expect(text).toContain('7 vendors, 2 compliant');
    expect(text).toContain(`as of ${usDate(today)}`);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toContain('Zulu');
  });

  it('exports the alert history of a period as CSV, only for its own vendors', async () => {
    await setup();
    const { http } = await signedInClient(t.app, { clientId: world.client.id });
    const csv = await http.get(`/services/client/reports/alert-history?from=2020-01-01&to=${today}`);
    expect(csv.status).toBe(200);
    const records = parse(csv.body as string) as string[][];
    expect(records[0]).toEqual([
      'Date',
      'Vendor',
      'Subject',
      'List',
      'Name on list',
      'List record',
      'Match score',
      'Change',
      'Why',
      'By',
      'Note',
    ]);
    const subjects = records.slice(1).map((r) => [r[2], r[7]]);
    expect(subjects).toEqual(
      expect.arrayContaining([
        ['Helga Quartermaine, owner', 'Under review to Excluded (confirmed)'],
        ['Oswin Blackthorne, owner', 'Raised (Under review)'],
      ]),
    );
    const empty = parse(
      (await http.get('/services/client/reports/alert-history?from=2020-01-01&to=2020-01-31')).body as string,
    ) as string[][];
    expect(empty).toHaveLength(1);
    const bad = await http.get('/services/client/reports/alert-history?from=2026-02-01&to=2026-01-01');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors.to).toBe('From must not be after To');
    expect((await http.get('/services/client/reports/vendor-compliance?format=xls')).status).toBe(400);
  });

  it('refuses reports to vendors and anonymous callers', async () => {
    await setup();
    const { http: vendor } = await signedInVendor(t.app);
    for (const path of [
      '/services/client/reports/vendor-compliance',
      `/services/client/reports/alert-history?from=2020-01-01&to=${today}`,
    ]) {
      expect((await t.client().get(path)).status).toBe(401);
      expect((await vendor.get(path)).status).toBe(403);
    }
  });
});
