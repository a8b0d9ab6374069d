import { describe, expect, it } from 'vitest';
import { requiredFormsText } from '@app/shared/reports/compliance-report';
import { buildClient, buildEnrollment } from '../../src/db/seed/factories';
import { seedDemoData } from '../../src/db/seed/demo-seed';
import { importListFromPath } from '../../src/modules/screening/lists/import-list-from-path';
import { pdfPageSize, pdfToText, renderPdfPages } from '../../src/testing/pdf-tools';
import { signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { LEIE_HEADER, leiePersonRow, writeListFile } from '../screening/list-fixtures';
import { useTestApp } from '../support/harness';

describe('compliance report', () => {
  const t = useTestApp();

  it('states the same figures in the PDF as the API answers, for the demo vendor', async () => {
    await seedDemoData(t.app.runtime.deps);
    const client = t.client();
    await client.login('demo-vendor');
    const report = (await client.get('/services/reports/compliance')).body;
    expect(report.vendor.name).toBe('Acme Medical Supply');
    expect(report.customers).toHaveLength(5);
    const employees = report.monitoring.find((m: { type: string }) => m.type === 'EMPLOYEE_MONITORING');
    expect(employees.subjectsMonitored).toBe(60);

    const pdf = await client.download('/services/reports/compliance/pdf');
    expect(pdf.status).toBe(200);
    expect(pdfPageSize(pdf.bytes)).toEqual({ width: 612, height: 792 });
    const text = pdfToText(pdf.bytes).replace(/\s+/g, ' ');
    expect(text).toContain('Compliance Report');
    for (const customer of report.customers) {
      expect(text).toContain(customer.customerName);
      expect(text).toContain(customer.complianceStatus);
      expect(text).toContain(requiredFormsText(customer.requiredForms));
      // The forms read the same rule as the status: Missing Forms exactly when a required form is overdue.
      if (customer.complianceStatus === 'Compliant') expect(customer.requiredForms.overdue).toBe(0);
      if (customer.complianceStatus === 'Not Compliant - Missing Forms') expect(customer.requiredForms.overdue).toBeGreaterThan(0);
    }
    for (const monitoring of report.monitoring) {
      expect(text).toContain(`${monitoring.subjectsMonitored} monitored`);
      expect(text).toContain(`${monitoring.openMatches} open`);
      expect(text).toContain(`${monitoring.confirmedMatches} confirmed`);
    }
    expect(renderPdfPages(pdf.bytes).length).toBeGreaterThan(0);
  });

  it('answers an unchanged report with the PDF rendered before, and renders a changed one afresh', async () => {
    const { vendor, http: client } = await signedInVendor(t.app, { businessName: 'Cached Supplies LLC' });
    const first = await client.download('/services/reports/compliance/pdf');
    const again = await client.download('/services/reports/compliance/pdf');
    expect(Buffer.compare(Buffer.from(again.bytes), Buffer.from(first.bytes))).toBe(0);

    const hospital = await buildClient(t.app.db, { name: 'Newly Enrolled Hospital' });
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: hospital.id, completeDate: '2026-01-05' });
    const changed = await client.download('/services/reports/compliance/pdf');
    expect(pdfToText(changed.bytes)).toContain('Newly Enrolled Hospital');
    expect(pdfToText(first.bytes)).not.toContain('Newly Enrolled Hospital');
  });

  it('prints dates as MM/DD/YYYY and names each list by its day, without file names or snapshot wording', async () => {
    await importListFromPath(t.app.runtime.deps, {
      sourceId: 'leie',
      filePath: writeListFile('2611EXCL.csv', [LEIE_HEADER, leiePersonRow('NOWAK', 'JAN', '19700101')]),
    });
    const { vendor, http: client } = await signedInVendor(t.app, { businessName: 'Dated Supplies LLC' });
    const hospital = await buildClient(t.app.db, { name: 'Dated Hospital' });
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: hospital.id, completeDate: '2025-03-04' });
    const report = (await client.get('/services/reports/compliance')).body;
    const leie = report.lists.find((list: { sourceId: string }) => list.sourceId === 'leie');
    const [year, month, day] = leie.listDate.split('-');

    const pdf = await client.download('/services/reports/compliance/pdf');
    expect(pdf.status).toBe(200);
    const text = pdfToText(pdf.bytes).replace(/\s+/g, ' ');
    expect(text).toMatch(/generated \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} UTC/);
    expect(text).toContain('Dated Hospital 03/04/2025');
    expect(text).toContain(`${leie.name} list of ${month}/${day}/${year}`);
    // A list never imported says nothing about snapshots to the customer.
    expect(text).toContain('not yet screened');
    expect(text).not.toMatch(/snapshot/i);
    expect(text).not.toContain('2611EXCL');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("lets a client read its vendor's report by vendor id, and refuses a client that is not a customer (403)", async () => {
    const demoVendor = await t.app.db
      .selectFrom('vendors')
      .select('id')
      .where('business_name', '=', 'Acme Medical Supply')
      .executeTakeFirstOrThrow();
    const customer = t.client();
    await customer.login('demo-client');
    expect((await customer.get(`/services/reports/compliance?vendorId=${demoVendor.id}`)).body.vendor.name).toBe('Acme Medical Supply');
    const { http: strangerClient } = await signedInClient(t.app, { clientName: 'Stranger Hospital' });
    expect((await strangerClient.get(`/services/reports/compliance?vendorId=${demoVendor.id}`)).status).toBe(403);
    expect((await strangerClient.get(`/services/reports/compliance/pdf?vendorId=${demoVendor.id}`)).status).toBe(403);
    expect((await t.client().get('/services/reports/compliance')).status).toBe(401);
  });
});
