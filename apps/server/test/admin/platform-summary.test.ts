import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { PlatformSummary } from '@app/shared/platform/platform-summary';
import { buildClient, buildEmployee, buildSubscription, buildVendor } from '../../src/db/seed/factories';
import { TestClient } from '../../src/testing/http-client';
import { signedInAdmin, signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('GET /services/admin/platform-summary (issue 18, admin home)', () => {
  const t = useTestApp();

  it('should fail with 401 without a session', async () => {
    const response = await new TestClient(t.app.baseUrl).get('/services/admin/platform-summary');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBeDefined();
  });

  it('should fail with 403 for a vendor user', async () => {
    const { http } = await signedInVendor(t.app);
    expect((await http.get('/services/admin/platform-summary')).status).toBe(403);
  });

  it('should fail with 403 for a client user', async () => {
    const { http } = await signedInClient(t.app);
    expect((await http.get('/services/admin/platform-summary')).status).toBe(403);
  });

  it('counts the vendors, clients, monitored subjects, open alerts and unsettled failed renewals it holds', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const before = (await admin.get<PlatformSummary>('/services/admin/platform-summary')).body;

    const monitored = await buildVendor(t.app.db, { businessName: 'Summary Care LLC' });
    await buildVendor(t.app.db, { businessName: null });
    await buildClient(t.app.db, { name: 'Summary Hospital' });
    const subscription = await buildSubscription(t.app.db, { vendorId: monitored.id, type: 'VP_EMPLOYEE_MONITORING' });
    await buildEmployee(t.app.runtime.deps, { vendorId: monitored.id });
    await buildEmployee(t.app.runtime.deps, { vendorId: monitored.id });
    await t.app.db.updateTable('subscriptions').set({ failed_attempts: 1 }).where('id', '=', subscription.id).execute();
    const expired = await buildSubscription(t.app.db, { vendorId: monitored.id, type: 'VP_ENGAGE', status: 'EXPIRED' });
    await t.app.db.updateTable('subscriptions').set({ failed_attempts: 4 }).where('id', '=', expired.id).execute();
    const snapshot = await t.app.db
      .insertInto('list_snapshots')
      .values({ source_id: 'leie', status: 'FAILED', mode: 'FULL', file_name: 'x.csv', file_sha256: 'x', issues: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const status of ['OPEN', 'VENDOR_RESPONDED', 'CONFIRMED', 'CLEARED'] as const) {
      await t.app.db
        .insertInto('screening_alerts')
        .values({
          vendor_id: monitored.id,
          subject_type: 'VENDOR',
          subject_id: monitored.id,
          source_id: 'leie',
          record_id: `r-${status}`,
          snapshot_id: snapshot.id,
          score: 0.9,
          band: 'POSSIBLE',
          matched_name: 'Summary Care',
          evidence: '[]',
          reasons: '[]',
          record: '{}',
          record_hash: 'h',
          subject_hash: 's',
          status,
        })
        .execute();
    }

    const response = await admin.get<PlatformSummary>('/services/admin/platform-summary');
    expect(response.status).toBe(200);
    const after = response.body;
    const subjects = (summary: PlatformSummary, type: string) => summary.monitoredSubjects.find((s) => s.subjectType === type)?.count;
    expect(after.vendors - before.vendors).toBe(2);
    expect(after.clients - before.clients).toBe(1);
    expect(subjects(after, 'VENDOR')! - subjects(before, 'VENDOR')!).toBe(1);
    expect(subjects(after, 'EMPLOYEE')! - subjects(before, 'EMPLOYEE')!).toBe(2);
    expect(subjects(after, 'OWNER')).toBe(subjects(before, 'OWNER'));
    expect(after.openAlerts - before.openAlerts).toBe(2);
    expect(after.failedRenewals - before.failedRenewals).toBe(1);
  });

  it('gives each list its last successful import and its age in whole days, null when never imported', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const importedAt = new Date(Date.now() - 3 * DAY_MS - 60_000);
    const snapshot = (status: 'ACTIVE' | 'FAILED', finishedAt: Date) =>
      t.app.db
        .insertInto('list_snapshots')
        .values({
          source_id: 'ofac',
          status,
          mode: 'FULL',
          file_name: 'sdn.csv',
          file_sha256: status,
          issues: '[]',
          finished_at: finishedAt,
        })
        .execute();
    await snapshot('ACTIVE', importedAt);
    await snapshot('FAILED', new Date());
    await t.app.db.deleteFrom('list_snapshots').where('source_id', '=', 'sam').where('status', '!=', 'FAILED').execute();

    const { lists } = (await admin.get<PlatformSummary>('/services/admin/platform-summary')).body;
    expect(lists.find((list) => list.sourceId === 'ofac')).toEqual({
      sourceId: 'ofac',
      name: 'OFAC Specially Designated Nationals (SDN)',
      importedAt: importedAt.toISOString(),
      ageDays: 3,
    });
    expect(lists.find((list) => list.sourceId === 'sam')).toMatchObject({ importedAt: null, ageDays: null });
  });

  it('names the jobs that failed in the last 7 days with how many times, leaving out older failures and other states', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const insertJob = (state: string, completedOn: Date) =>
      sql`INSERT INTO pgboss.job (name, state, completed_on) VALUES ('subscriptions.renew', ${state}::pgboss.job_state, ${completedOn})`.execute(
        t.app.db,
      );
    const recent = new Date(Date.now() - DAY_MS);
    await insertJob('failed', recent);
    await insertJob('failed', new Date(Date.now() - 2 * DAY_MS));
    await insertJob('failed', new Date(Date.now() - 8 * DAY_MS));
    await insertJob('completed', new Date());

    const summary = (await admin.get<PlatformSummary>('/services/admin/platform-summary')).body;
    expect(summary.failedJobsDays).toBe(7);
    expect(summary.failedJobs).toEqual([{ name: 'subscriptions.renew', count: 2, lastFailedAt: recent.toISOString() }]);
  });
});
