import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed/demo-seed';
import { pdfPageSize, pdfToText, renderPdfPages } from '../../src/testing/pdf-tools';
import { signedInClient } from '../../src/testing/signed-in';
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
      expect(text).toContain(`${customer.requiredForms.complete} of ${customer.requiredForms.total} complete`);
    }
    for (const monitoring of report.monitoring) {
      expect(text).toContain(`${monitoring.subjectsMonitored} monitored`);
      expect(text).toContain(`${monitoring.openMatches} open`);
      expect(text).toContain(`${monitoring.confirmedMatches} confirmed`);
    }
    expect(renderPdfPages(pdf.bytes).length).toBeGreaterThan(0);
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
