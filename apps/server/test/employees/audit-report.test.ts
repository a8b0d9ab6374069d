import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importListFromPath } from '../../src/modules/screening/lists/import-list-from-path';
import { screenOneSubject } from '../../src/modules/screening/monitoring/screen-subjects';
import { pdfPageSize, pdfToText, renderPdfPages } from '../../src/testing/pdf-tools';
import { signedInAdmin } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';
import { LEIE_HEADER, leiePersonRow, writeListFile } from '../screening/list-fixtures';
import { employeeBody, vendorWithRoster } from './employee-fixtures';

const today = new Date().toISOString().slice(0, 10);
const todayUs = `${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`;

describe('GET /services/employees/{id}/audit-report', () => {
  const t = useTestApp();

  it('renders a letter-size PDF with the masked SSN, every list checked, the outcome and the alert history', async () => {
    await importListFromPath(t.app.runtime.deps, {
      sourceId: 'leie',
      filePath: writeListFile('1601EXCL.csv', [LEIE_HEADER, leiePersonRow('KOWALSKI', 'DOROTA', '19720811')]),
    });
    const { client } = await vendorWithRoster(t.app, { businessName: 'Audit Test Vendor' });
    const created = await client.post(
      '/services/employees',
      employeeBody({ firstName: 'Dorota', lastName: 'Kowalski', dob: '1972-08-11', ssn: '987-65-4321' }),
    );
    await screenOneSubject(t.app.db, 'EMPLOYEE', created.body.employeeId);
    const { http: admin } = await signedInAdmin(t.app);
    const alert = (await admin.get(`/services/admin/screening/alerts?subjectType=EMPLOYEE`)).body.content[0];
    await admin.put(`/services/admin/screening/alerts/${alert.id}`, {
      status: 'CONFIRMED',
      note: 'Same DOB and name; confirmed with OIG.',
    });

    const response = await client.download(`/services/employees/${created.body.employeeId}/audit-report?asOf=${today}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`Individual Audit Report - Dorota Kowalski - ${today}.pdf`);
    expect(pdfPageSize(response.bytes)).toEqual({ width: 612, height: 792 });
    const text = pdfToText(response.bytes).replace(/\s+/g, ' ');
    expect(text).toContain('Individual Audit Report');
    expect(text).toContain('***-**-4321');
    expect(text).not.toContain('987654321');
    expect(text).toContain('OIG LEIE');
    expect(text).toContain('OFAC');
    expect(text).toContain('Excluded: 1 confirmed match');
    expect(text).toContain('Same DOB and name; confirmed with OIG.');
    // Dates as MM/DD/YYYY; a list is named by its day, never by its file or as a "snapshot".
    expect(text).toContain(`as of ${todayUs}`);
    expect(text).toContain('Date of Birth 08/11/1972');
    expect(text).toContain(`list of ${todayUs}`);
    expect(text).toContain('Not yet screened (the list was not yet imported)');
    expect(text).toMatch(/Generated \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} UTC/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toMatch(/snapshot/i);
    expect(text).not.toContain('1601EXCL');
    if (process.env.KEEP_PDF) fs.writeFileSync(process.env.KEEP_PDF, response.bytes);
    const pages = renderPdfPages(response.bytes);
    expect(pages.length).toBeGreaterThan(0);
    expect(fs.statSync(pages[0]!).size).toBeGreaterThan(1000);
  });

  it('refuses a future date, an invalid date and a day before the employee was added', async () => {
    const { client } = await vendorWithRoster(t.app);
    const created = await client.post('/services/employees', employeeBody());
    expect((await client.get(`/services/employees/${created.body.employeeId}/audit-report?asOf=2999-01-01`)).status).toBe(400);
    expect((await client.get(`/services/employees/${created.body.employeeId}/audit-report?asOf=2024-02-30`)).status).toBe(400);
    const before = await client.get(`/services/employees/${created.body.employeeId}/audit-report?asOf=2001-01-01`);
    expect(before.status).toBe(422);
    expect(before.body.error.message).toBe('The employee was not on the roster on 01/01/2001.');
  });

  it("answers 404 for another vendor's employee and when the feature flag is off", async () => {
    const owner = await vendorWithRoster(t.app);
    const intruder = await vendorWithRoster(t.app);
    const created = await owner.client.post('/services/employees', employeeBody());
    expect((await intruder.client.get(`/services/employees/${created.body.employeeId}/audit-report?asOf=${today}`)).status).toBe(404);
    await t.app.db.updateTable('feature_flags').set({ enabled: false }).where('name', '=', 'INDIVIDUAL_AUDIT_REPORT').execute();
    expect((await owner.client.get(`/services/employees/${created.body.employeeId}/audit-report?asOf=${today}`)).status).toBe(404);
    await t.app.db.updateTable('feature_flags').set({ enabled: true }).where('name', '=', 'INDIVIDUAL_AUDIT_REPORT').execute();
  });

  it('answers 401 without a session and 403 without the subscription', async () => {
    expect((await t.client().get(`/services/employees/1/audit-report?asOf=${today}`)).status).toBe(401);
    const { client } = await vendorWithRoster(t.app, { monitoring: false });
    expect((await client.get(`/services/employees/1/audit-report?asOf=${today}`)).status).toBe(403);
  });
});
