import { beforeAll, describe, expect, it } from 'vitest';
import { stateFixturePath } from '@app/screening/state-lists/fixtures/state-fixtures';
import { stateSource } from '@app/screening/state-lists/registry';
import { usDate } from '@app/shared/platform/us-date';
import { buildClient, buildEnrollment } from '../../src/db/seed/factories';
import { importListFromPath } from '../../src/modules/screening/lists/import-list-from-path';
import { screenOneSubject } from '../../src/modules/screening/monitoring/screen-subjects';
import { pdfToText, renderPdfPages } from '../../src/testing/pdf-tools';
import { signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { employeeBody, vendorWithRoster } from '../employees/employee-fixtures';
import { LEIE_HEADER, leiePersonRow, writeListFile } from './list-fixtures';
import { useTestApp } from '../support/harness';

const CHECKED_LIST_KEYS = ['demo', 'kind', 'listDate', 'name', 'sourceId'];
const DEMO = 'demo data, not the published list';

describe('the lists checked, shown to vendors, clients and the public', () => {
  const t = useTestApp();
  let leieDay = '';

  beforeAll(async () => {
    await importListFromPath(t.app.runtime.deps, {
      sourceId: 'leie',
      filePath: writeListFile('2611EXCL.csv', [LEIE_HEADER, leiePersonRow('KOWALSKA', 'ZOFIA', '19700101')]),
    });
    for (const state of ['PA', 'NY']) {
      await importListFromPath(t.app.runtime.deps, {
        sourceId: `state:${state}`,
        filePath: stateFixturePath(stateSource(state)!),
        demo: true,
      });
    }
    const leie = await t.app.db
      .selectFrom('list_snapshots')
      .select('finished_at')
      .where('source_id', '=', 'leie')
      .where('status', '=', 'ACTIVE')
      .executeTakeFirstOrThrow();
    leieDay = leie.finished_at!.toISOString().slice(0, 10);
  });

  async function enrolledVendor(name: string) {
    const { vendor, http } = await signedInVendor(t.app, { businessName: name });
    const hospital = await buildClient(t.app.db, { name: `${name} Hospital` });
    const enrollment = await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: hospital.id, completeDate: '2025-02-10' });
    return { vendor, http, hospital, enrollment };
  }

  it('tells the employee page which lists the employee was screened against, each with its day, demo lists marked', async () => {
    const { client } = await vendorWithRoster(t.app);
    const created = await client.post('/services/employees', employeeBody({ firstName: 'Halina', lastName: 'Wisniewska' }));
    const employeeId = created.body.employeeId as number;
    await screenOneSubject(t.app.db, 'EMPLOYEE', employeeId);

    const screening = await client.get(`/services/employees/${employeeId}/screening`);
    expect(screening.status).toBe(200);
    const lists = screening.body.lists as Array<Record<string, unknown>>;
    expect(lists.map((list) => list.sourceId)).toEqual(['leie', 'state:NY', 'state:PA']);
    expect(lists[0]).toEqual({ sourceId: 'leie', name: expect.stringContaining('LEIE'), kind: 'federal', listDate: leieDay, demo: false });
    expect(lists[2]).toMatchObject({ name: 'Pennsylvania Medicheck List', kind: 'state', demo: true });

    const { client: stranger } = await vendorWithRoster(t.app);
    expect((await stranger.get(`/services/employees/${employeeId}/screening`)).status).toBe(404);
    expect((await t.client().get(`/services/employees/${employeeId}/screening`)).status).toBe(401);
  });

  it("names every federal list and each state list in force in the vendor's and the client's compliance report, and its PDF", async () => {
    const { vendor, http, hospital } = await enrolledVendor('Listed Supplies LLC');
    const report = (await http.get('/services/reports/compliance')).body;
    expect(report.lists.map((list: { sourceId: string }) => list.sourceId)).toEqual(['leie', 'sam', 'ofac', 'state:NY', 'state:PA']);
    expect(report.lists.every((list: object) => Object.keys(list).sort().join() === CHECKED_LIST_KEYS.join())).toBe(true);
    expect(report.lists.find((list: { sourceId: string }) => list.sourceId === 'sam')).toMatchObject({ listDate: null, demo: false });

    const { http: customer } = await signedInClient(t.app, { clientId: hospital.id });
    const seen = (await customer.get(`/services/reports/compliance?vendorId=${vendor.id}`)).body;
    expect(seen.lists).toEqual(report.lists);
    const { http: stranger } = await signedInClient(t.app, { clientName: 'Unrelated Hospital' });
    expect((await stranger.get(`/services/reports/compliance?vendorId=${vendor.id}`)).status).toBe(403);

    const text = pdfToText((await http.download('/services/reports/compliance/pdf')).bytes).replace(/\s+/g, ' ');
    const pa = report.lists.find((list: { sourceId: string }) => list.sourceId === 'state:PA');
    expect(text).toContain(`OIG LEIE (List of Excluded Individuals/Entities) list of ${usDate(leieDay)}`);
    expect(text).toContain(`Pennsylvania Medicheck List list of ${usDate(pa.listDate)} (${DEMO})`);
    expect(text).toContain('SAM.gov Exclusions not yet screened');
    expect(text).not.toMatch(/snapshot/i);
  });

  it('prints the lists checked on the one-page certificate, and the public verify page names only the lists and their days', async () => {
    const { http, hospital, enrollment } = await enrolledVendor('Certified Lists LLC');
    const pdf = await http.download(`/services/customers/${hospital.id}/certificate`);
    expect(pdf.status).toBe(200);
    const text = pdfToText(pdf.bytes).replace(/\s+/g, ' ');
    expect(text).toContain(`Exclusion lists checked: OIG LEIE (List of Excluded Individuals/Entities), list of ${usDate(leieDay)}`);
    expect(text).toContain('SAM.gov Exclusions, not yet screened');
    expect(text).toMatch(new RegExp(`2 state Medicaid lists of \\d{2}/\\d{2}/\\d{4} \\(${DEMO}\\): NY, PA\\.`));
    expect(text).toContain(enrollment.verification_code);
    expect(renderPdfPages(pdf.bytes)).toHaveLength(1);

    const verification = await t.client().get(`/services/public/enrollment-verification/${enrollment.verification_code}`);
    expect(verification.status).toBe(200);
    const listsChecked = verification.body.listsChecked as Array<Record<string, unknown>>;
    expect(listsChecked.map((list) => list.sourceId)).toEqual(['leie', 'sam', 'ofac', 'state:NY', 'state:PA']);
    expect(listsChecked.every((list) => Object.keys(list).sort().join() === CHECKED_LIST_KEYS.join())).toBe(true);
    expect(listsChecked.find((list) => list.sourceId === 'state:NY')).toMatchObject({ demo: true, kind: 'state' });
  });
});
