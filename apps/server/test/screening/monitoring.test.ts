import { describe, expect, it } from 'vitest';
import { buildVendor } from '../../src/db/seed/factories';
import { importListFromPath } from '../../src/modules/screening/lists/import-list-from-path';
import { requestScreening } from '../../src/modules/screening/monitoring/request-screening';
import { screenSubject } from '@app/screening/matching/screen';
import { subjectSource } from '../../src/modules/screening/monitoring/all-subject-sources';
import { currentIndex } from '../../src/modules/screening/monitoring/index-cache';
import { reconcileAlerts } from '../../src/modules/screening/monitoring/reconcile-alerts';
import { currentSnapshots, screenOneSubject } from '../../src/modules/screening/monitoring/screen-subjects';
import { eventually } from '../../src/testing/eventually';
import { useTestApp } from '../support/harness';
import { LEIE_HEADER, leieBusinessRow, writeListFile } from './list-fixtures';

describe('continuous monitoring', () => {
  const t = useTestApp({ runWorker: true });
  const deps = () => t.app.runtime.deps;
  const alertsOf = (vendorId: number) =>
    t.app.db.selectFrom('screening_alerts').selectAll().where('subject_type', '=', 'VENDOR').where('subject_id', '=', vendorId).execute();
  const historyOf = (alertId: number) =>
    t.app.db.selectFrom('screening_alert_history').selectAll().where('alert_id', '=', alertId).orderBy('id').execute();

  it('screens a new subject as soon as it is requested and raises an alert with evidence', async () => {
    await importListFromPath(deps(), {
      sourceId: 'leie',
      filePath: writeListFile('1601EXCL.csv', [LEIE_HEADER, leieBusinessRow('SUNRISE MOBILITY LLC', { npi: '1234567893' })]),
    });
    const vendor = await buildVendor(t.app.db, { businessName: 'Sunrise Mobility, L.L.C.' });
    const requestedAt = Date.now();
    await requestScreening(deps(), { type: 'VENDOR', id: vendor.id });
    const [alert] = await eventually(async () => {
      const rows = await alertsOf(vendor.id);
      return rows.length ? rows : undefined;
    });
    expect(Date.now() - requestedAt).toBeLessThan(5_000);
    expect(alert).toMatchObject({ source_id: 'leie', status: 'OPEN', vendor_id: vendor.id, matched_name: 'SUNRISE MOBILITY LLC' });
    expect(Number(alert!.score)).toBeGreaterThan(0.5);
    expect(alert!.evidence).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: expect.any(String), verdict: expect.any(String) })]),
    );
    expect((await historyOf(alert!.id)).map((h) => h.reason)).toEqual(['CREATED']);
  });

  it('screens existing subjects against the records a new snapshot adds', async () => {
    const vendor = await buildVendor(t.app.db, { businessName: 'Harbor Light Pharmacy Inc' });
    expect(await alertsOf(vendor.id)).toEqual([]);
    await importListFromPath(deps(), {
      sourceId: 'leie',
      filePath: writeListFile('1602EXCL.csv', [LEIE_HEADER, leieBusinessRow('HARBOR LIGHT PHARMACY INC')]),
    });
    const [alert] = await eventually(async () => {
      const rows = await alertsOf(vendor.id);
      return rows.length ? rows : undefined;
    });
    expect(alert!.status).toBe('OPEN');
    // Alerts are written page by page while the run goes on; the run is marked finished after its last page.
    const run = await eventually(async () => {
      const latest = await t.app.db
        .selectFrom('screening_runs')
        .selectAll()
        .where('kind', '=', 'SNAPSHOT')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return latest?.status === 'FINISHED' ? latest : undefined;
    });
    expect(run.subjects_done).toBe(run.subjects_total);
  });

  it('keeps one alert per subject and record however often it is re-screened', async () => {
    await importListFromPath(deps(), {
      sourceId: 'leie',
      filePath: writeListFile('1603EXCL.csv', [LEIE_HEADER, leieBusinessRow('NORTHWIND DIAGNOSTICS')]),
    });
    const vendor = await buildVendor(t.app.db, { businessName: 'Northwind Diagnostics' });
    await screenOneSubject(t.app.db, 'VENDOR', vendor.id);
    await screenOneSubject(t.app.db, 'VENDOR', vendor.id);
    await screenOneSubject(t.app.db, 'VENDOR', vendor.id);
    expect(await alertsOf(vendor.id)).toHaveLength(1);
  });

  it('leaves a cleared alert cleared on re-screening, and reopens it when the list record changes', async () => {
    const file1 = writeListFile('sdn.csv', ['77,"OCEANIC SUPPLY TRADING",-0- ,"SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ']);
    await importListFromPath(deps(), { sourceId: 'ofac', filePath: file1 });
    const vendor = await buildVendor(t.app.db, { businessName: 'Oceanic Supply Trading' });
    await screenOneSubject(t.app.db, 'VENDOR', vendor.id);
    const [alert] = await alertsOf(vendor.id);
    await t.app.db.updateTable('screening_alerts').set({ status: 'CLEARED' }).where('id', '=', alert!.id).execute();

    await screenOneSubject(t.app.db, 'VENDOR', vendor.id);
    expect((await alertsOf(vendor.id))[0]!.status).toBe('CLEARED');

    const file2 = writeListFile('sdn.csv', [
      '77,"OCEANIC SUPPLY TRADING",-0- ,"SDGT] [IRGC",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"a.k.a. \'OCEANIC SUPPLY\'."',
    ]);
    await importListFromPath(deps(), { sourceId: 'ofac', filePath: file2 });
    const reopened = await eventually(async () => {
      const [row] = await alertsOf(vendor.id);
      return row?.status === 'OPEN' ? row : undefined;
    });
    expect((await historyOf(reopened.id)).map((h) => h.reason)).toContain('REOPENED_RECORD_CHANGED');
  });

  it('closes the alerts of a reinstated record with a history entry', async () => {
    await importListFromPath(deps(), {
      sourceId: 'leie',
      filePath: writeListFile('1604EXCL.csv', [LEIE_HEADER, leieBusinessRow('PINECREST AMBULANCE CO')]),
    });
    const vendor = await buildVendor(t.app.db, { businessName: 'Pinecrest Ambulance Co' });
    await screenOneSubject(t.app.db, 'VENDOR', vendor.id);
    const [alert] = await alertsOf(vendor.id);
    expect(alert!.status).toBe('OPEN');
    await importListFromPath(deps(), {
      sourceId: 'leie',
      filePath: writeListFile('1605REIN.csv', [LEIE_HEADER, leieBusinessRow('PINECREST AMBULANCE CO', { reinstatedOn: '20160520' })]),
    });
    expect((await alertsOf(vendor.id))[0]!.status).toBe('CLEARED');
    const history = await historyOf(alert!.id);
    expect(history.at(-1)).toMatchObject({ from_status: 'OPEN', to_status: 'CLEARED', reason: 'RECORD_REMOVED' });
  });

  it('closes an open alert when the subject changes and no longer matches', async () => {
    await importListFromPath(deps(), {
      sourceId: 'leie',
      filePath: writeListFile('1606EXCL.csv', [LEIE_HEADER, leieBusinessRow('SILVERLINE HOSPICE LLC')]),
    });
    const vendor = await buildVendor(t.app.db, { businessName: 'Silverline Hospice LLC' });
    await screenOneSubject(t.app.db, 'VENDOR', vendor.id);
    await t.app.db.updateTable('vendors').set({ business_name: 'Goldenrod Medical Transport' }).where('id', '=', vendor.id).execute();
    await screenOneSubject(t.app.db, 'VENDOR', vendor.id);
    const [alert] = await alertsOf(vendor.id);
    expect(alert!.status).toBe('CLEARED');
    expect((await historyOf(alert!.id)).at(-1)!.reason).toBe('NO_LONGER_MATCHES');
  });

  it('raises nothing for a clean subject', async () => {
    const vendor = await buildVendor(t.app.db, { businessName: 'Completely Unlisted Widgets Co' });
    const tally = await screenOneSubject(t.app.db, 'VENDOR', vendor.id);
    expect(tally).toEqual({ created: 0, updated: 0, closed: 0 });
  });

  it('creates one alert, not a duplicate-key error, when screenings of one subject run at once', async () => {
    await importListFromPath(deps(), {
      sourceId: 'leie',
      filePath: writeListFile('1608EXCL.csv', [LEIE_HEADER, leieBusinessRow('BLUEWATER ORTHOTICS')]),
    });
    const vendor = await buildVendor(t.app.db, { businessName: 'Bluewater Orthotics' });
    const subject = (await subjectSource('VENDOR').loadOne(t.app.db, vendor.id))!;
    const screened = [{ subject, results: screenSubject(await currentIndex(t.app.db), subject.subject) }];
    expect(screened[0]!.results).toHaveLength(1);
    const options = { fullScope: true, currentSnapshots: await currentSnapshots(t.app.db) };
    // Both transactions would read "no alert yet" and insert; the per-subject lock serialises them.
    const tallies = await Promise.all([1, 2, 3, 4].map(() => reconcileAlerts(t.app.db, screened, options)));
    // At most one of them creates it (the snapshot job of the import may have been first).
    expect(tallies.reduce((sum, x) => sum + x.created, 0)).toBeLessThanOrEqual(1);
    const alerts = await alertsOf(vendor.id);
    expect(alerts).toHaveLength(1);
    expect((await historyOf(alerts[0]!.id)).map((h) => h.reason)).toEqual(['CREATED']);
  });
});
