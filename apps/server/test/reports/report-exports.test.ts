import { usDate } from '@app/shared/platform/us-date';
import { performance } from 'node:perf_hooks';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_MAX_SUBJECTS, AUDIT_PDF_SYNC_MAX_SUBJECTS } from '@app/shared/reports/report-export';
import { buildSubscription } from '../../src/db/seed/factories';
import { eventually } from '../../src/testing/eventually';
import { pdfToText } from '../../src/testing/pdf-tools';
import { signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

const today = new Date().toISOString().slice(0, 10);
const period = `from=2026-01-01&to=${today}`;
/** Real rendering of hundreds of pages on a shared 2-core machine: minutes when it is busy. */
const RENDER_TIMEOUT = 300_000;

describe('large exports stay off the event loop', () => {
  const t = useTestApp({ runWorker: true });

  /** A vendor whose roster has `employees` people named Roster00001 Person … (inserted in one statement). */
  async function vendorWithRoster(employees: number, businessName = 'Roster Vendor') {
    const signedIn = await signedInVendor(t.app, { businessName });
    await buildSubscription(t.app.db, { vendorId: signedIn.vendor.id });
    await sql`INSERT INTO employees (vendor_id, first_name, last_name, dob, ssn_encrypted, ssn_index)
              SELECT ${signedIn.vendor.id}, 'Roster' || lpad(g::text, 5, '0'), 'Person', date '1970-01-01' + g, 'test', ${`v${signedIn.vendor.id}-`} || g
                FROM generate_series(1, ${employees}) g`.execute(t.app.db);
    return signedIn;
  }

  it(
    'renders an audit PDF on a render thread: the API thread stays mostly idle and answers other requests meanwhile',
    async () => {
      const { http } = await vendorWithRoster(AUDIT_PDF_SYNC_MAX_SUBJECTS - 1);
      const other = (await signedInVendor(t.app, { businessName: 'Bystander' })).http;
      const before = performance.eventLoopUtilization();
      const order: string[] = [];
      const pdf = http.download(`/services/reports/audit/pdf?${period}`).then((response) => {
        order.push('pdf');
        return response;
      });
      // Asked once the render is under way (the PDF needs seconds), answered before it ends.
      await new Promise((resolve) => setImmediate(resolve));
      const current = await other.get('/services/account/users/current');
      order.push('current user');
      const response = await pdf;
      const busy = performance.eventLoopUtilization(before);
      expect(current.status).toBe(200);
      expect(response.status).toBe(200);
      expect(order).toEqual(['current user', 'pdf']);
      // Rendered on this thread, the ratio is close to 1 for the seconds the layout takes.
      expect(busy.utilization).toBeLessThan(0.5);
      const text = pdfToText(response.bytes).replace(/\s+/g, ' ');
      expect(text).toContain(`${AUDIT_PDF_SYNC_MAX_SUBJECTS} subjects`);
      expect(text).toContain('Roster00999 Person');
    },
    RENDER_TIMEOUT,
  );

  it(
    'refuses a synchronous audit PDF above the cap and prepares it as an export with progress and a download',
    async () => {
      const employees = AUDIT_PDF_SYNC_MAX_SUBJECTS + 200;
      const { http } = await vendorWithRoster(employees, 'Big Roster Vendor');
      const refused = await http.get(`/services/reports/audit/pdf?${period}`);
      expect(refused.status).toBe(422);
      expect(refused.body.error.code).toBe('EXPORT_TOO_LARGE');
      expect(refused.body.error.message).toBe(
        `This audit covers ${(employees + 1).toLocaleString('en-US')} subjects: its PDF is prepared in the background. Start the export and download it when it is ready.`,
      );

      const started = await http.post('/services/reports/exports', { kind: 'AUDIT_PDF', query: { from: '2026-01-01', to: today } });
      expect(started.status).toBe(202);
      expect(started.body).toMatchObject({ kind: 'AUDIT_PDF', total: employees + 1, fileId: null });
      const again = await http.post('/services/reports/exports', { kind: 'AUDIT_PDF', query: { from: '2026-01-01', to: today } });
      expect(again.body.id).toBe(started.body.id);
      const different = await http.post('/services/reports/exports', { kind: 'AUDIT_PDF', query: { from: '2026-02-01', to: today } });
      expect([202, 409]).toContain(different.status); // 409 while the first runs; 202 if it had already finished

      const progress: number[] = [];
      const done = await eventually(async () => {
        const status = (await http.get(`/services/reports/exports/${started.body.id}`)).body;
        progress.push(status.done);
        return status.status === 'DONE' || status.status === 'FAILED' ? status : undefined;
      }, RENDER_TIMEOUT);
      expect(done).toMatchObject({ status: 'DONE', done: employees + 1, total: employees + 1, error: null });
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(done.filename).toBe(`Monitoring audit 2026-01-01 to ${today}.pdf`);

      const file = await http.download(`/services/files/${done.fileId}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      const text = pdfToText(file.bytes).replace(/\s+/g, ' ');
      expect(text).toContain('Monitoring Audit');
      expect(text).toContain(`Big Roster Vendor · 01/01/2026 to ${usDate(today)} · ${employees + 1} subjects`);
      expect(text).toContain('Roster00001 Person');
      expect(text).toContain(`Roster0${employees} Person`);
      const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
      expect(pages).toBeGreaterThan(30);
      expect(text).toContain(`Page ${pages} of ${pages}`);

      const audit = await t.app.db.selectFrom('audit_log').select('action').where('entity_id', '=', String(started.body.id)).execute();
      expect(audit.map((a) => a.action)).toContain('report-export.started');
    },
    RENDER_TIMEOUT,
  );

  it(
    'keeps an export and its file to its vendor: another vendor and client users get 404 or 403',
    async () => {
      const { http } = await vendorWithRoster(3, 'Owner Of Export');
      const started = await http.post('/services/reports/exports', { kind: 'AUDIT_PDF', query: { from: '2026-01-01', to: today } });
      expect(started.status).toBe(202);
      const done = await eventually(async () => {
        const status = (await http.get(`/services/reports/exports/${started.body.id}`)).body;
        return status.status === 'DONE' ? status : undefined;
      }, RENDER_TIMEOUT);
      const stranger = (await signedInVendor(t.app, { businessName: 'Stranger' })).http;
      expect((await stranger.get(`/services/reports/exports/${started.body.id}`)).status).toBe(404);
      expect((await stranger.download(`/services/files/${done.fileId}`)).status).toBe(404);
      const client = (await signedInClient(t.app)).http;
      expect((await client.get(`/services/reports/exports/${started.body.id}`)).status).toBe(403);
      expect((await client.post('/services/reports/exports', { kind: 'AUDIT_PDF', query: { from: '2026-01-01', to: today } })).status).toBe(
        403,
      );
      const anonymous = t.client();
      expect((await anonymous.get(`/services/reports/exports/${started.body.id}`)).status).toBe(401);
    },
    RENDER_TIMEOUT,
  );

  it('validates the export request with field errors', async () => {
    const { http } = await signedInVendor(t.app, { businessName: 'Validating Vendor' });
    const bad = await http.post('/services/reports/exports', { kind: 'AUDIT_PDF', query: { from: '2026-02-01', to: '2026-01-01' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.values(bad.body.error.fieldErrors ?? {})).toContain('From must not be after To');
    expect((await http.post('/services/reports/exports', { kind: 'CSV', query: { from: '2026-01-01', to: today } })).status).toBe(400);
    expect((await http.get('/services/reports/exports/999999')).status).toBe(404);
  });

  it('streams the audit CSV across cursor pages in report order, formula-safe, with only the vendor’s own subjects', async () => {
    const { http } = await vendorWithRoster(2_345, '=Formula Vendor');
    await vendorWithRoster(5, 'Other Vendor');
    const response = await http.get(`/services/reports/audit/csv?${period}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const records = parse(response.body as string) as string[][];
    expect(records[0]![0]).toBe('Subject type');
    const employees = records.filter((r) => r[0] === 'Employee').map((r) => r[1]);
    expect(employees).toHaveLength(2_345);
    expect(employees[0]).toBe('Roster00001 Person');
    expect(employees.at(-1)).toBe('Roster02345 Person');
    expect(employees).toEqual([...employees].sort());
    expect(records.find((r) => r[0] === 'Company')?.[1]).toBe("'=Formula Vendor");
    expect(records).toHaveLength(1 + 2_345 + 1);
  });

  it('lists at most 5,000 subjects on the Audit page and says so above, while the CSV streams them all', async () => {
    const { http } = await vendorWithRoster(AUDIT_PAGE_MAX_SUBJECTS, 'Page Cap Vendor');
    const refused = await http.get(`/services/reports/audit?${period}`);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({
      code: 'EXPORT_TOO_LARGE',
      message: `This audit covers 5,001 subjects; the page lists up to 5,000. Narrow the filters or download the CSV.`,
    });
    const employeesOnly = await http.get(`/services/reports/audit?${period}&subjectType=EMPLOYEE`);
    expect(employeesOnly.status).toBe(200);
    expect(employeesOnly.body).toHaveLength(AUDIT_PAGE_MAX_SUBJECTS);
    const csv = parse((await http.get(`/services/reports/audit/csv?${period}`)).body as string) as string[][];
    expect(csv).toHaveLength(1 + AUDIT_PAGE_MAX_SUBJECTS + 1);
  });
});
