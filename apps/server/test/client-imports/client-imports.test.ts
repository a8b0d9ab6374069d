import { describe, expect, it } from 'vitest';
import { clientImportHeaderMessage, INVOICE_FILE_HEADER, VENDOR_MASTER_HEADER } from '@app/shared/client-imports/client-imports';
import { buildClient, buildCov, buildCovgWithCode } from '../../src/db/seed/factories';
import { eventually } from '../../src/testing/eventually';
import type { TestClient } from '../../src/testing/http-client';
import { signedInAdmin, signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

const VENDOR_HEADER = VENDOR_MASTER_HEADER.join(',');
const INVOICE_HEADER = INVOICE_FILE_HEADER.join(',');
const daysAgo = (days: number) => {
  const date = new Date(Date.now() - days * 86_400_000);
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;
};
let sequence = 0;

describe('client imports: vendor master and invoices (issue 15)', () => {
  const t = useTestApp({ runWorker: true });

  /** A client with a facility and a signed-in user with ImportsAccess. */
  async function importer(permissions = ['ImportsAccess']) {
    const name = `Import Hospital ${++sequence}`;
    const client = await buildClient(t.app.db, { name });
    const facility = await buildClient(t.app.db, { name: `${name} North`, parentClientId: client.id });
    const { http } = await signedInClient(t.app, { clientId: client.id, permissions });
    return { http, clientId: client.id, facilityId: facility.id, facilityName: facility.name };
  }

  async function uploadCsv(http: TestClient, content: string) {
    const response = await http.upload('/services/files', [{ filename: 'vendors.csv', content, type: 'text/csv' }], {
      headers: { 'directory-name': 'clientImport', 'user-type': 'client' },
    });
    expect(response.status).toBe(201);
    return response.body.id as number;
  }

  /** Submits a file and waits for its import to finish; answers the finished import. */
  async function importFile(http: TestClient, kind: 'VENDOR_MASTER' | 'INVOICES', csv: string, validOnly = false) {
    const fileId = await uploadCsv(http, csv);
    const submitted = await http.post('/services/client-imports', { fileId, kind, validOnly });
    expect(submitted.status).toBe(202);
    return eventually(async () => {
      const response = await http.get(`/services/client-imports/${submitted.body.importId}`);
      return response.body.status === 'COMPLETE' || response.body.status === 'FAILED' ? response.body : undefined;
    }, 30_000);
  }

  const covsOf = (clientIds: number[]) =>
    t.app.db
      .selectFrom('covs')
      .select(['id', 'covg_id', 'client_id', 'vendor_number', 'legal_name', 'tin_last_four', 'tin_encrypted', 'category', 'address'])
      .where('client_id', 'in', clientIds)
      .orderBy('vendor_number')
      .execute();

  it('answers 401 without a session', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/services/client-imports')).status).toBe(401);
    expect((await anonymous.post('/services/client-imports', { fileId: 1, kind: 'INVOICES' })).status).toBe(401);
    expect((await anonymous.get('/services/client-imports/annual-spend')).status).toBe(401);
    expect((await anonymous.get('/services/client-imports/sftp-settings')).status).toBe(401);
  });

  it('answers 403 to a vendor and to a client user without ImportsAccess', async () => {
    const { http: vendor } = await signedInVendor(t.app);
    expect((await vendor.get('/services/client-imports')).status).toBe(403);
    const { http: noAccess } = await importer([]);
    expect((await noAccess.get('/services/client-imports')).status).toBe(403);
    expect((await noAccess.post('/services/client-imports', { fileId: 1, kind: 'INVOICES' })).status).toBe(403);
  });

  it('answers 400 with field errors for a request without a file or kind', async () => {
    const { http } = await importer();
    const response = await http.post('/services/client-imports', { kind: 'PAYROLL' });
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors).toMatchObject({ fileId: 'Choose a file', kind: 'Choose Vendor master or Invoices' });
  });

  it("answers 404 with the header's text for a file without the kind's columns", async () => {
    const { http } = await importer();
    const fileId = await uploadCsv(http, 'Name,TIN\nAcme,123456789\n');
    const response = await http.post('/services/client-imports', { fileId, kind: 'VENDOR_MASTER' });
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(clientImportHeaderMessage('VENDOR_MASTER'));
    expect(response.body.error.message).toBe(
      'Invalid file. Please upload a CSV file with these columns in this order: Vendor Number, Legal Name, TIN, Facility, Category, Address',
    );
  });

  it('previews the bad rows with cell positions and messages, then applies the valid rows only', async () => {
    const { http, clientId, facilityId, facilityName } = await importer();
    const csv = [
      VENDOR_HEADER,
      'V-1,Good Vendor LLC,12-3456789,,Supplies,1 Main St',
      ',No Number Inc,12345,Nowhere,,',
      `V-2,Facility Vendor,,${facilityName},,`,
      'V-1,Twice LLC,,,,',
    ].join('\n');
    const fileId = await uploadCsv(http, csv);
    const preview = await http.post('/services/client-imports', { fileId, kind: 'VENDOR_MASTER' });
    expect(preview.status).toBe(400);
    expect(preview.body).toMatchObject({ hasValid: true, validRows: 2, invalidRows: 2, lineNumbers: [3, 5] });
    const errorsOf = (row: number) =>
      preview.body.validationErrors
        .filter((e: { rowIndx: number }) => e.rowIndx === row)
        .map((e: { colIndx: number; errorMessage: string }) => [e.colIndx, e.errorMessage]);
    expect(errorsOf(0)).toEqual([
      [0, 'Vendor Number is required'],
      [2, 'TIN must be 9 digits'],
      [3, expect.stringMatching(/^Facility must be one of: /)],
    ]);
    expect(errorsOf(1)).toEqual([[0, 'Duplicate vendor number for this facility: also on line 2 of this file']]);
    expect(await covsOf([clientId, facilityId])).toEqual([]);

    const applied = await http.post('/services/client-imports', { fileId, kind: 'VENDOR_MASTER', validOnly: true });
    expect(applied.status).toBe(202);
    expect(applied.body.rowsAccepted).toBe(2);
    const done = await eventually(async () => {
      const response = await http.get(`/services/client-imports/${applied.body.importId}`);
      return response.body.status === 'COMPLETE' ? response.body : undefined;
    }, 30_000);
    expect(done).toMatchObject({ kind: 'VENDOR_MASTER', rowsTotal: 4, rowsDone: 4, created: 2, updated: 0, unchanged: 0, skipped: 2 });
    const covs = await covsOf([clientId, facilityId]);
    expect(covs.map((cov) => [cov.vendor_number, cov.client_id, cov.legal_name, cov.tin_last_four, cov.address])).toEqual([
      ['V-1', clientId, 'Good Vendor LLC', '6789', '1 Main St'],
      ['V-2', facilityId, 'Facility Vendor', null, null],
    ]);
    expect(covs[0]!.tin_encrypted).not.toContain('123456789');

    const history = await http.get('/services/client-imports');
    expect(history.status).toBe(200);
    expect(history.body.map((item: { id: number }) => item.id)).toEqual([applied.body.importId]);
    const audit = await t.app.db.selectFrom('audit_log').select('action').where('entity_id', '=', String(applied.body.importId)).execute();
    expect(audit.map((row) => row.action)).toContain('client-import.submitted');
  });

  it('groups new COVs by TIN (with an existing COV of the same TIN too) and changes nothing when the same file comes again', async () => {
    const { http, clientId, facilityId, facilityName } = await importer();
    const { covg: existingGroup } = await buildCovgWithCode(t.app.db, { clientId });
    await buildCov(
      { db: t.app.db, encryption: t.app.runtime.deps.encryption },
      {
        covgId: existingGroup.id,
        clientId,
        vendorNumber: 'OLD-1',
        legalName: 'Old Vendor',
        tin: '111111111',
      },
    );
    const csv = [
      VENDOR_HEADER,
      'A-1,Alpha Care,222-22-2222,,,',
      `A-2,Alpha Care North,222222222,${facilityName},,`,
      'B-1,Beta Known,111111111,,,',
      'C-1,No Tin One,,,,',
      'C-2,No Tin Two,,,,',
    ].join('\n');
    const first = await importFile(http, 'VENDOR_MASTER', csv);
    expect(first).toMatchObject({ status: 'COMPLETE', created: 5, updated: 0, unchanged: 0 });
    const covs = await covsOf([clientId, facilityId]);
    const group = (number: string) => covs.find((cov) => cov.vendor_number === number)!.covg_id;
    expect(group('A-1')).toBe(group('A-2'));
    expect(group('B-1')).toBe(existingGroup.id);
    expect(new Set([group('A-1'), group('C-1'), group('C-2'), existingGroup.id]).size).toBe(4);

    const again = await importFile(http, 'VENDOR_MASTER', csv);
    expect(again).toMatchObject({ status: 'COMPLETE', created: 0, updated: 0, unchanged: 5 });
    expect(await covsOf([clientId, facilityId])).toEqual(covs);

    const changed = await importFile(http, 'VENDOR_MASTER', `${VENDOR_HEADER}\nC-1,No Tin One Renamed,,,Food,9 Elm St\n`);
    expect(changed).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const renamed = (await covsOf([clientId])).find((cov) => cov.vendor_number === 'C-1')!;
    expect(renamed).toMatchObject({ legal_name: 'No Tin One Renamed', category: 'Food', address: '9 Elm St', covg_id: group('C-1') });
  });

  it('imports invoices idempotently, links them to the COVs and shows the annual spend per vendor', async () => {
    const { http, clientId } = await importer();
    const number = `INV-V${++sequence}`;
    await importFile(http, 'VENDOR_MASTER', `${VENDOR_HEADER}\n${number},Spend Vendor,,,,\n`);
    const csv = [
      INVOICE_HEADER,
      `${number},I-1,${daysAgo(40)},${daysAgo(10)},${daysAgo(5)},"$1,234.56",paid`,
      `${number},I-2,${daysAgo(30)},,${daysAgo(1)},100,Open`,
      `UNKNOWN-${sequence},I-3,${daysAgo(20)},${daysAgo(2)},,50.5,PAID`,
      `${number},I-4,13/45/2020,,,abc,`,
    ].join('\n');
    const fileId = await uploadCsv(http, csv);
    const preview = await http.post('/services/client-imports', { fileId, kind: 'INVOICES' });
    expect(preview.status).toBe(400);
    expect(preview.body.validationErrors.map((e: { colIndx: number; errorMessage: string }) => [e.colIndx, e.errorMessage])).toEqual([
      [2, 'Invoice Date 13/45/2020 is not a real date (month 1-12, then a day that month has)'],
      [5, 'Amount must be a dollar amount with at most 2 decimals, e.g. 1234.50'],
    ]);
    const first = await importFile(http, 'INVOICES', csv, true);
    expect(first).toMatchObject({ status: 'COMPLETE', created: 3, updated: 0, unchanged: 0, skipped: 1 });
    const invoices = await t.app.db
      .selectFrom('invoices')
      .select(['invoice_number', 'cov_id', 'amount_cents', 'payment_status', 'import_id'])
      .where('client_id', '=', clientId)
      .orderBy('invoice_number')
      .execute();
    expect(invoices.map((i) => [i.invoice_number, i.cov_id !== null, i.amount_cents, i.payment_status])).toEqual([
      ['I-1', true, 123_456, 'PAID'],
      ['I-2', true, 10_000, 'OPEN'],
      ['I-3', false, 5_050, 'PAID'],
    ]);

    const again = await importFile(http, 'INVOICES', csv, true);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    const afterAgain = await t.app.db
      .selectFrom('invoices')
      .select(['invoice_number', 'import_id'])
      .where('client_id', '=', clientId)
      .orderBy('invoice_number')
      .execute();
    expect(afterAgain.map((i) => i.import_id)).toEqual(invoices.map((i) => i.import_id));

    // The vendor master naming the unknown number links its invoice.
    await importFile(http, 'VENDOR_MASTER', `${VENDOR_HEADER}\nUNKNOWN-${sequence},Late Vendor,,,,\n`);
    const linked = await t.app.db
      .selectFrom('invoices')
      .select('cov_id')
      .where('invoice_number', '=', 'I-3')
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(linked.cov_id).not.toBeNull();

    const spend = await http.get('/services/client-imports/annual-spend?size=10');
    expect(spend.status).toBe(200);
    expect(spend.body).toEqual({
      total: 2,
      content: [
        { vendorNumber: number, legalName: 'Spend Vendor', annualSpend: 123_456, invoiceCount: 2 },
        { vendorNumber: `UNKNOWN-${sequence}`, legalName: 'Late Vendor', annualSpend: 5_050, invoiceCount: 1 },
      ],
    });
    expect((await http.get('/services/client-imports/annual-spend?size=7')).status).toBe(400);
  });

  it("keeps each client's imports, files and spend to itself", async () => {
    const owner = await importer();
    const intruder = await importer();
    const fileId = await uploadCsv(owner.http, `${VENDOR_HEADER}\nX-1,Owner Vendor,,,,\n`);
    expect((await intruder.http.post('/services/client-imports', { fileId, kind: 'VENDOR_MASTER' })).status).toBe(404);
    const done = await importFile(owner.http, 'VENDOR_MASTER', `${VENDOR_HEADER}\nX-2,Owner Vendor,,,,\n`);
    expect((await intruder.http.get(`/services/client-imports/${done.id}`)).status).toBe(404);
    expect((await intruder.http.get('/services/client-imports')).body).toEqual([]);
    expect((await intruder.http.get('/services/client-imports/annual-spend')).body).toEqual({ total: 0, content: [] });
  });

  describe('import settings (issue 19)', () => {
    it('answers 401 anonymous and 403 to a client user', async () => {
      const { http, clientId } = await importer();
      expect((await t.client().get(`/services/imports/config/${clientId}`)).status).toBe(401);
      expect((await http.get(`/services/imports/config/${clientId}`)).status).toBe(403);
      expect(
        (await http.put(`/services/imports/config/${clientId}`, { sftpUsername: 'x', useInvoiceData: false, useSftpVendorFile: false }))
          .status,
      ).toBe(403);
    });

    it('reads an unconfigured client as off, saves the settings and shows them read-only to the client', async () => {
      const { http: admin } = await signedInAdmin(t.app);
      const { http, clientId } = await importer();
      const empty = await admin.get(`/services/imports/config/${clientId}`);
      expect(empty.status).toBe(200);
      expect(empty.body).toMatchObject({
        useInvoiceData: false,
        useSftpVendorFile: false,
        invoiceParserClassName: null,
        sftpUsername: null,
        validClasses: ['StandardInvoiceCsvParser'],
      });
      expect(empty.body.clientName).toMatch(/^Import Hospital/);

      const username = `sftp-${Date.now()}-${++sequence}`;
      const saved = await admin.put(`/services/imports/config/${clientId}`, {
        sftpUsername: ` ${username} `,
        useInvoiceData: true,
        useSftpVendorFile: true,
        invoiceParserClassName: 'StandardInvoiceCsvParser',
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        sftpUsername: username,
        useInvoiceData: true,
        useSftpVendorFile: true,
        invoiceParserClassName: 'StandardInvoiceCsvParser',
      });
      expect((await http.get('/services/client-imports/sftp-settings')).body).toEqual({
        configured: true,
        sftpUsername: username,
        useInvoiceData: true,
        useSftpVendorFile: true,
        invoiceParserClassName: 'StandardInvoiceCsvParser',
      });

      // Clearing invoice data clears the parser.
      const cleared = await admin.put(`/services/imports/config/${clientId}`, {
        sftpUsername: username,
        useInvoiceData: false,
        useSftpVendorFile: false,
        invoiceParserClassName: 'StandardInvoiceCsvParser',
      });
      expect(cleared.body).toMatchObject({ useInvoiceData: false, invoiceParserClassName: null });
    });

    it('refuses a missing Sftp Username and Parser Name with field errors, and a username another client uses', async () => {
      const { http: admin } = await signedInAdmin(t.app);
      const { clientId } = await importer();
      const { clientId: otherId } = await importer();
      const invalid = await admin.put(`/services/imports/config/${clientId}`, {
        sftpUsername: ' ',
        useInvoiceData: true,
        useSftpVendorFile: false,
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.error.fieldErrors).toMatchObject({
        sftpUsername: 'Sftp Username is required',
        invoiceParserClassName: 'Parser Name is required',
      });
      const unknownParser = await admin.put(`/services/imports/config/${clientId}`, {
        sftpUsername: 'someone',
        useInvoiceData: true,
        useSftpVendorFile: false,
        invoiceParserClassName: 'Nope',
      });
      expect(unknownParser.body.error.fieldErrors).toEqual({ invoiceParserClassName: 'Choose one of: StandardInvoiceCsvParser' });
      const username = `shared-${Date.now()}`;
      expect(
        (
          await admin.put(`/services/imports/config/${otherId}`, {
            sftpUsername: username,
            useInvoiceData: false,
            useSftpVendorFile: false,
          })
        ).status,
      ).toBe(200);
      const taken = await admin.put(`/services/imports/config/${clientId}`, {
        sftpUsername: username,
        useInvoiceData: false,
        useSftpVendorFile: false,
      });
      expect(taken.status).toBe(409);
      expect(taken.body.error.fieldErrors).toEqual({ sftpUsername: 'This Sftp Username is used by another client' });
      expect((await admin.get('/services/imports/config/999999999')).status).toBe(404);
    });
  });
});
