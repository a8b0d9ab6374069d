import { describe, expect, it } from 'vitest';
import { applyDemoAlertDecisions } from '../../src/db/seed/demo-alert-decisions';
import { seedDemoData } from '../../src/db/seed/demo-seed';
import { importShippedLists } from '../../src/modules/screening/lists/demo-lists';
import { useTestApp } from '../support/harness';

describe("demo data: Riverside's vendors", () => {
  const t = useTestApp();

  it(
    'gives demo-client 30+ vendor groups over every compliance status and form status, with confirmed, cleared and open alerts',
    { timeout: 180_000 },
    async () => {
      await seedDemoData(t.app.runtime.deps);
      await importShippedLists(t.app.runtime.deps);
      await applyDemoAlertDecisions(t.app.db);
      await applyDemoAlertDecisions(t.app.db); // idempotent

      const http = t.client();
      await http.login('demo-client');
      const board = (await http.get('/services/client/dashboard/all')).body;
      expect(board.totalVendors).toBeGreaterThanOrEqual(30);
      for (const { status, count } of board.complianceCounts) expect(count, status).toBeGreaterThan(0);
      for (const { status, count } of board.formCounts) expect(count, status).toBeGreaterThan(0);
      expect(board.openAlertCount).toBeGreaterThan(0);
      expect((await http.get('/services/client/facilities')).body).toHaveLength(3);

      const statuses = await t.app.db
        .selectFrom('screening_alerts')
        .select('status')
        .distinct()
        .where('subject_type', 'in', ['OWNER', 'VENDOR'])
        .execute();
      expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['OPEN', 'CONFIRMED', 'CLEARED']));

      const acmeRow = (await http.get('/services/client/vendors?search=Acme Medical Supply')).body.content[0];
      expect(acmeRow.openAlerts).toBeGreaterThan(0);
      const acme = (await http.get(`/services/client/vendors/${acmeRow.covgId}`)).body;
      expect(acme.openAlerts).toBe(acmeRow.openAlerts);
      expect(
        acme.alerts.filter((a: { subjectType: string; status: string }) => a.subjectType === 'EMPLOYEE' && a.status === 'OPEN'),
      ).not.toHaveLength(0);

      const list = (await http.get('/services/client/vendors?search=Harbor Point')).body;
      const harbor = (await http.get(`/services/client/vendors/${list.content[0].covgId}`)).body;
      expect(harbor.complianceStatus).toBe('Not Compliant - Missing Forms');
      expect(harbor.checklist.find((i: { type: string }) => i.type === 'EVD')).toMatchObject({ reviewable: true });
      expect(harbor.w9.submissions).toHaveLength(1);
      const vendor = t.client();
      await vendor.login('demo-vendor3');
      expect((await vendor.get('/services/customers')).body[0].customerName).toBe('Riverside Health System');
    },
  );
});
