import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPLIANCE_STATUS } from '@app/shared/customers/compliance-status';
import { previousMonthRange, type GeneratedReport } from '@app/shared/reports/async-reports';
import { buildClient, buildCov, buildCovgWithCode, buildEnrollment, buildInvoice, buildVendor } from '../../src/db/seed/factories';
import { REPORT_PAGE_ROWS } from '../../src/modules/async-reports/async-report-queries';
import { eventually } from '../../src/testing/eventually';
import type { TestClient } from '../../src/testing/http-client';
import { signedInAdmin, signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

/** Generation on a busy shared machine: seconds, allowed a minute. */
const GENERATION_TIMEOUT = 60_000;

describe('generated reports (spec 002 §2 Reports, §3, §4, §7)', () => {
  const t = useTestApp({ runWorker: true });
  const deps = () => t.app.runtime.deps;

  afterEach(() => vi.restoreAllMocks());

  /** A client with a facility, a vendor enrolled with it and one COVG holding a COV. */
  async function clientWithVendor(name: string) {
    const client = await buildClient(t.app.db, { name });
    const facility = await buildClient(t.app.db, { name: `${name} East`, parentClientId: client.id });
    const vendor = await buildVendor(t.app.db, { businessName: `${name} Supplier` });
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: client.id });
    const { covg, code } = await buildCovgWithCode(t.app.db, {
      clientId: client.id,
      vendorId: vendor.id,
      used: true,
      preferredName: `${name} Group`,
    });
    const cov = await buildCov(deps(), { covgId: covg.id, clientId: facility.id, legalName: `${name} Legal`, tin: null });
    return { client, facility, vendor, covg, code, cov };
  }

  /** Asks for a report and waits until the worker has finished it (FINISHED or ERROR). */
  async function generate(admin: TestClient, body: object): Promise<{ started: GeneratedReport; done: GeneratedReport }> {
    const response = await admin.post<GeneratedReport>('/services/asyncReports', body);
    expect(response.status).toBe(202);
    const started = response.body;
    const done = await eventually(async () => {
      const list = (await admin.get<{ content: GeneratedReport[] }>('/services/asyncReports')).body.content;
      const row = list.find((report) => report.id === started.id);
      return row && (row.generationStatus === 'FINISHED' || row.generationStatus === 'ERROR') ? row : undefined;
    }, GENERATION_TIMEOUT);
    return { started, done };
  }

  async function downloadCsv(admin: TestClient, report: GeneratedReport): Promise<string[][]> {
    const response = await admin.download(report.reportFileLink!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('attachment; filename=');
    return parse(response.bytes.toString('utf8'), { relax_column_count: false }) as string[][];
  }

  it(
    'generates the Salesforce Invoice Export: NOT_STARTED, then FINISHED with a CSV of every invoice in dollars, formula-safe',
    async () => {
      const { http: admin, user } = await signedInAdmin(t.app);
      const { facility, cov, covg, vendor } = await clientWithVendor('Salesforce Hospital');
      const invoice = await buildInvoice(t.app.db, {
        clientId: facility.id,
        vendorNumber: cov.vendor_number,
        covId: cov.id,
        invoiceNumber: '=HYPERLINK("x")',
        amountCents: 123_456,
        invoiceDate: '2026-10-05',
        paymentStatus: 'PAID',
      });

      const { started, done } = await generate(admin, { identifier: 'salesforceInvoiceReportService', name: 'Anything', parameters: {} });
      expect(started).toMatchObject({
        name: 'Salesforce Invoice Export',
        identifier: 'salesforceInvoiceReportService',
        generationStatus: 'NOT_STARTED',
        requestingUser: user.username,
        reportFileLink: null,
        parameters: {},
      });
      expect(done).toMatchObject({
        generationStatus: 'FINISHED',
        reportFileLink: `/services/asyncReports/${started.id}/download`,
        reportFileId: expect.any(Number),
        notes: null,
        startTime: expect.any(String),
        endTime: expect.any(String),
      });
      expect(Date.parse(done.endTime!)).toBeGreaterThanOrEqual(Date.parse(done.startTime!));

      const [header, ...rows] = await downloadCsv(admin, done);
      expect(header).toEqual([
        'Invoice ID',
        'Invoice Number',
        'Invoice Date',
        'Payment Date',
        'Payment Due Date',
        'Payment Status',
        'Payment Amount',
        'Include in Annual Spend',
        'Vendor Number',
        'COV ID',
        'Account Name',
        'COVG ID',
        'PTID',
        'Client ID',
        'Facility',
      ]);
      expect(rows.find((row) => row[0] === String(invoice.id))).toEqual([
        String(invoice.id),
        `'=HYPERLINK("x")`,
        '10/05/2026',
        '',
        '',
        'PAID',
        '1234.56',
        'Yes',
        cov.vendor_number,
        String(cov.id),
        'Salesforce Hospital Legal',
        String(covg.id),
        vendor.ptid,
        String(facility.parent_client_id),
        'Salesforce Hospital East',
      ]);

      const audit = await t.app.db
        .selectFrom('audit_log')
        .select(['action', 'user_id', 'details'])
        .where('entity_type', '=', 'async-report')
        .where('entity_id', '=', String(started.id))
        .executeTakeFirst();
      expect(audit).toMatchObject({
        action: 'async-report.requested',
        user_id: user.id,
        details: { identifier: 'salesforceInvoiceReportService' },
      });
    },
    GENERATION_TIMEOUT,
  );

  it(
    "exports one organization's vendor groups with their COVs, signup codes and compliance status, and no other client's",
    async () => {
      const { http: admin } = await signedInAdmin(t.app);
      const { client, covg, code, cov, vendor } = await clientWithVendor('Export Hospital');
      const waiting = await buildCovgWithCode(t.app.db, { clientId: client.id, preferredName: 'Export Waiting Group' });
      const other = await clientWithVendor('Other Hospital');

      const { done } = await generate(admin, {
        identifier: 'vendorExportOneOrganizationService',
        parameters: { clientId: ` ${client.id} ` },
      });
      expect(done).toMatchObject({ generationStatus: 'FINISHED', parameters: { clientId: String(client.id) } });
      const [header, ...rows] = await downloadCsv(admin, done);
      expect(header).toEqual([
        'COVG ID',
        'Preferred Name',
        'Signup Codes',
        'Category',
        'Trashed',
        'COV ID',
        'Vendor Number',
        'Legal Name',
        'TIN Type',
        'Manager Name',
        'Facility',
        'PTID',
        'Vendor Business Name',
        'Enrollment Complete',
        'Compliance Status',
      ]);
      expect(rows).toEqual([
        [
          String(covg.id),
          'Export Hospital Group',
          code,
          '',
          'No',
          String(cov.id),
          cov.vendor_number,
          'Export Hospital Legal',
          'UNKNOWN',
          '',
          'Export Hospital East',
          vendor.ptid,
          'Export Hospital Supplier',
          'Yes',
          COMPLIANCE_STATUS.COMPLIANT,
        ],
        [
          String(waiting.covg.id),
          'Export Waiting Group',
          waiting.code,
          '',
          'No',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          'No',
          COMPLIANCE_STATUS.NOT_ENROLLED,
        ],
      ]);
      expect(rows.flat()).not.toContain(String(other.covg.id));
    },
    GENERATION_TIMEOUT,
  );

  it(
    'Vendor Names for Billing defaults to client 136 and last month, and lists the vendors invoiced in the range with counts and totals',
    async () => {
      const { http: admin } = await signedInAdmin(t.app);
      await sql`INSERT INTO clients (id, name, tag) VALUES (136, 'Client 136', 'client-136') ON CONFLICT (id) DO NOTHING`.execute(t.app.db);
      const cov136 = await buildCov(deps(), {
        covgId: (await buildCovgWithCode(t.app.db, { clientId: 136 })).covg.id,
        clientId: 136,
        legalName: 'Billing Legal',
        tin: null,
      });
      const range = previousMonthRange(new Date().toISOString().slice(0, 10));
      for (const amountCents of [1_000, 2_550]) {
        await buildInvoice(t.app.db, {
          clientId: 136,
          vendorNumber: cov136.vendor_number,
          covId: cov136.id,
          amountCents,
          invoiceDate: range.start,
        });
      }
      await buildInvoice(t.app.db, { clientId: 136, vendorNumber: 'UNLINKED-136', amountCents: 700, invoiceDate: range.end });
      // The day after the range is left out.
      const after = new Date(Date.parse(`${range.end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      await buildInvoice(t.app.db, { clientId: 136, vendorNumber: 'LATE-136', invoiceDate: after });

      const { started, done } = await generate(admin, { identifier: 'vendorNamesForBillingService' });
      expect(started.parameters).toEqual({ clientId: '136', dateRange: range });
      expect(done.generationStatus).toBe('FINISHED');
      const [header, ...rows] = await downloadCsv(admin, done);
      expect(header).toEqual(['Vendor Name', 'Vendor Number', 'COV ID', 'COVG ID', 'PTID', 'Invoices', 'Invoice Total']);
      expect(rows).toEqual([
        ['', 'UNLINKED-136', '', '', '', '1', '7.00'],
        ['Billing Legal', cov136.vendor_number, String(cov136.id), expect.any(String), '', '2', '35.50'],
      ]);

      const { client, cov } = await clientWithVendor('Ranged Hospital');
      await buildInvoice(t.app.db, { clientId: cov.client_id, vendorNumber: cov.vendor_number, covId: cov.id, invoiceDate: '2026-03-10' });
      const chosen = await generate(admin, {
        identifier: 'vendorNamesForBillingService',
        parameters: { clientId: String(client.id), dateRange: { start: '2026-03-01', end: '2026-03-31' } },
      });
      const [, ...ranged] = await downloadCsv(admin, chosen.done);
      expect(ranged).toEqual([
        ['Ranged Hospital Legal', cov.vendor_number, String(cov.id), String(cov.covg_id), expect.any(String), '1', '100.00'],
      ]);
    },
    GENERATION_TIMEOUT,
  );

  it(
    'streams a report larger than one cursor page completely',
    async () => {
      const { http: admin } = await signedInAdmin(t.app);
      const client = await buildClient(t.app.db, { name: 'Paged Hospital' });
      const before = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM invoices`.execute(t.app.db)).rows[0]!.n);
      const extra = REPORT_PAGE_ROWS * 2 + 1;
      await sql`INSERT INTO invoices (client_id, vendor_number, invoice_number, amount_cents)
                SELECT ${client.id}, 'PAGED', 'P-' || g, g FROM generate_series(1, ${extra}) g`.execute(t.app.db);
      const { done } = await generate(admin, { identifier: 'salesforceInvoiceReportService' });
      const [, ...rows] = await downloadCsv(admin, done);
      expect(rows).toHaveLength(before + extra);
      expect(new Set(rows.map((row) => row[0])).size).toBe(rows.length);
    },
    GENERATION_TIMEOUT,
  );

  it(
    'marks a report whose generation fails ERROR with notes, and offers no download',
    async () => {
      const { http: admin } = await signedInAdmin(t.app);
      vi.spyOn(deps().files, 'putFromTempFile').mockRejectedValue(new Error('the file store is unavailable'));
      const { done } = await generate(admin, { identifier: 'salesforceInvoiceReportService' });
      expect(done).toMatchObject({
        generationStatus: 'ERROR',
        notes: 'The report could not be generated: the file store is unavailable',
        reportFileLink: null,
        reportFileId: null,
        endTime: expect.any(String),
      });
      const download = await admin.get(`/services/asyncReports/${done.id}/download`);
      expect(download.status).toBe(409);
      expect(download.body.error.message).toBe('The report is not finished.');
    },
    GENERATION_TIMEOUT,
  );

  it('validates the report and its parameters with field errors', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const cases: Array<[object, Record<string, string>]> = [
      [{}, { identifier: 'Choose a report' }],
      [{ identifier: 'noSuchReport' }, { identifier: 'Choose a report' }],
      [{ identifier: 'vendorExportOneOrganizationService' }, { parameters: 'Enter a client ID' }],
      [
        { identifier: 'vendorExportOneOrganizationService', parameters: { clientId: 'abc' } },
        { 'parameters.clientId': 'Enter a client ID' },
      ],
      [{ identifier: 'vendorExportOneOrganizationService', parameters: { clientId: '0' } }, { 'parameters.clientId': 'Enter a client ID' }],
      [
        { identifier: 'vendorNamesForBillingService', parameters: { dateRange: { start: '2026-13-01', end: '2026-10-31' } } },
        { 'parameters.dateRange.start': 'Enter a start date' },
      ],
      [
        { identifier: 'vendorNamesForBillingService', parameters: { dateRange: { start: '2026-10-31', end: '2026-10-01' } } },
        { 'parameters.dateRange.end': 'The end date must not be before the start date' },
      ],
      [
        { identifier: 'vendorExportOneOrganizationService', parameters: { clientId: '999999999' } },
        { 'parameters.clientId': 'No client has this ID' },
      ],
    ];
    for (const [body, fieldErrors] of cases) {
      const refused = await admin.post('/services/asyncReports', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.code).toBe('VALIDATION_FAILED');
      expect(refused.body.error.fieldErrors).toEqual(fieldErrors);
    }
    expect((await admin.get('/services/asyncReports/999999999/download')).status).toBe(404);
    expect((await admin.get('/services/asyncReports/999999999/download')).body.error.message).toBe('Report not found.');
    expect((await admin.get('/services/asyncReports/abc/download')).status).toBe(400);
  });

  it('lists the latest 100 reports, newest first', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const { user } = await signedInAdmin(t.app);
    // Asked in the next minutes (the newest of the file), each later than the one before.
    const inserted = await sql<{ id: number }>`
      INSERT INTO async_reports (identifier, name, requested_by, generation_status, created_at)
      SELECT 'salesforceInvoiceReportService', 'Salesforce Invoice Export', ${user.id}, 'ERROR', now() + make_interval(secs => g)
        FROM generate_series(1, 105) g
      RETURNING id`.execute(t.app.db);
    try {
      const list = (await admin.get<{ content: GeneratedReport[] }>('/services/asyncReports')).body.content;
      expect(list).toHaveLength(100);
      const newest = inserted.rows.map((row) => Number(row.id)).sort((a, b) => b - a);
      expect(list.map((report) => report.id)).toEqual(newest.slice(0, 100));
      expect(list[0]).toMatchObject({ requestingUser: user.username, generationStatus: 'ERROR', parameters: {} });
    } finally {
      await t.app.db
        .deleteFrom('async_reports')
        .where(
          'id',
          'in',
          inserted.rows.map((row) => row.id),
        )
        .execute();
    }
  });

  it('refuses anonymous callers (401) and vendor and client users (403)', async () => {
    const { http: vendor } = await signedInVendor(t.app);
    const { http: client } = await signedInClient(t.app);
    const anonymous = t.client();
    const calls = [
      (http: TestClient) => http.get('/services/asyncReports'),
      (http: TestClient) => http.post('/services/asyncReports', { identifier: 'salesforceInvoiceReportService' }),
      (http: TestClient) => http.get('/services/asyncReports/1/download'),
    ];
    const before = await t.app.db.selectFrom('async_reports').select('id').execute();
    for (const call of calls) {
      expect((await call(anonymous)).status).toBe(401);
      expect((await call(vendor)).status).toBe(403);
      expect((await call(client)).status).toBe(403);
    }
    expect(await t.app.db.selectFrom('async_reports').select('id').execute()).toEqual(before);
  });
});
