import { usDate } from '@app/shared/platform/us-date';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { buildEmployee, buildSubscription, buildVendor } from '../../src/db/seed/factories';
import { importListFromPath } from '../../src/modules/screening/lists/import-list-from-path';
import { safeCell } from '../../src/platform/csv/safe-cell';
import { screenOneSubject } from '../../src/modules/screening/monitoring/screen-subjects';
import { pdfToText } from '../../src/testing/pdf-tools';
import { signedInClient, signedInUser } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';
import { LEIE_HEADER, leiePersonRow, writeListFile } from '../screening/list-fixtures';

const today = new Date().toISOString().slice(0, 10);

describe('monitoring audit', () => {
  const t = useTestApp();

  async function setup() {
    await importListFromPath(t.app.runtime.deps, {
      sourceId: 'leie',
      filePath: writeListFile('1601EXCL.csv', [LEIE_HEADER, leiePersonRow('QUARTERMAINE', 'HELGA', '19610909')]),
    });
    const vendor = await buildVendor(t.app.db, { businessName: '=HYPERLINK("evil") Vendor' });
    await buildSubscription(t.app.db, { vendorId: vendor.id });
    const clean = await buildEmployee(t.app.runtime.deps, { vendorId: vendor.id, firstName: 'Clean', lastName: 'Person' });
    const listed = await buildEmployee(t.app.runtime.deps, {
      vendorId: vendor.id,
      firstName: 'Helga',
      lastName: 'Quartermaine',
      dob: '1961-09-09',
    });
    await screenOneSubject(t.app.db, 'EMPLOYEE', listed.id);
    const { http } = await signedInUser(t.app, { vendorId: vendor.id });
    return { vendor, clean, listed, http };
  }

  it('lists every monitored subject with the lists checked and the outcome, filterable', async () => {
    const { http } = await setup();
    const rows = (await http.get(`/services/reports/audit?from=2026-01-01&to=${today}`)).body;
    expect(rows.map((r: { subjectName: string; outcome: string }) => [r.subjectName, r.outcome])).toEqual(
      expect.arrayContaining([
        ['Clean Person', 'NO_MATCH'],
        ['Helga Quartermaine', 'UNDER_REVIEW'],
      ]),
    );
    expect(rows[0].listsChecked).toMatch(/OIG LEIE[^;]*, list of \d{2}\/\d{2}\/\d{4}/);
    expect(rows[0].listsChecked).not.toMatch(/snapshot|\d{4}-\d{2}-\d{2}/i);
    const flagged = rows.find((r: { subjectName: string }) => r.subjectName === 'Helga Quartermaine');
    expect(flagged.alerts[0].history[0].change).toBe('Raised (Under review)');
    expect(flagged.alerts[0].status).toBe('Under review');
    const onlyReview = (await http.get(`/services/reports/audit?from=2026-01-01&to=${today}&outcome=UNDER_REVIEW`)).body;
    expect(onlyReview.map((r: { subjectName: string }) => r.subjectName)).toEqual(['Helga Quartermaine']);
    expect((await http.get('/services/reports/audit?from=2026-02-01&to=2026-01-01')).status).toBe(400);
  });

  it('exports CSV with formula-like cells made inert', async () => {
    const { http } = await setup();
    const response = await http.get(`/services/reports/audit/csv?from=2026-01-01&to=${today}`);
    expect(response.headers.get('content-disposition')).toContain('Monitoring audit');
    const records = parse(response.body as string) as string[][];
    expect(records[0]).toEqual([
      'Subject type',
      'Subject',
      'Monitored since',
      'Lists checked',
      'Outcome',
      'List',
      'Name on list',
      'List record',
      'Alert status',
      'History',
    ]);
    const vendorRow = records.find((r) => r[0] === 'Company');
    expect(vendorRow?.[1]).toBe(`'=HYPERLINK("evil") Vendor`);
    // Dates read as on every screen (issue 33): MM/DD/YYYY in the history and elsewhere, never ISO.
    const flaggedRow = records.find((r) => r[1] === 'Helga Quartermaine');
    expect(flaggedRow?.[9]).toMatch(new RegExp(`^${usDate(today)} Raised \\(Under review\\) by automatic screening: `));
    expect(records.flat().join('\n')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(safeCell('+1')).toBe("'+1");
    expect(safeCell('plain')).toBe('plain');
  });

  it('renders the audit as a PDF with every subject and outcome', async () => {
    const { http } = await setup();
    const pdf = await http.download(`/services/reports/audit/pdf?from=2026-01-01&to=${today}`);
    expect(pdf.status).toBe(200);
    const text = pdfToText(pdf.bytes).replace(/\s+/g, ' ');
    expect(text).toContain('Monitoring Audit');
    expect(text).toContain('Helga Quartermaine');
    expect(text).toContain('Possible match under review');
    expect(text).toContain('No match');
    expect(text).toContain(`01/01/2026 to ${usDate(today)}`);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toMatch(/snapshot/i);
  });

  it('answers 400, not 500, to a date that has the right shape but does not exist', async () => {
    const { http } = await setup();
    for (const path of ['/services/reports/audit', '/services/reports/audit/csv', '/services/reports/audit/pdf']) {
      const response = await http.get(`${path}?from=2026-02-30&to=4673-47-02`);
      expect(response.status).toBe(400);
      expect(JSON.parse(typeof response.body === 'string' ? response.body : JSON.stringify(response.body)).error.fieldErrors).toEqual({
        from: 'From must be a date',
        to: 'To must be a date',
      });
    }
  });

  it('answers 401 without a session and 403 for client users', async () => {
    expect((await t.client().get(`/services/reports/audit?from=2026-01-01&to=${today}`)).status).toBe(401);
    const { http } = await signedInClient(t.app);
    expect((await http.get(`/services/reports/audit?from=2026-01-01&to=${today}`)).status).toBe(403);
  });
});
