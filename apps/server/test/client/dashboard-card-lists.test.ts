import { describe, expect, it } from 'vitest';
import { complianceFilterOf } from '@app/shared/client/vendor-list';
import { buildAlert, buildEmployee } from '../../src/db/seed/factories';
import { signedInClient } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';
import { hospitalWithVendors } from './client-fixtures';

describe('dashboard figures open exactly the list they count (issue 30)', () => {
  const t = useTestApp();

  it('gives each compliance card, each onboarding card and the open alerts the total of the vendor list it links to', async () => {
    const world = await hospitalWithVendors(t.app);
    // One vendor enrolled long ago and one lately, and an employee's match under review.
    await t.app.db
      .updateTable('enrollments')
      .set({ enrollment_complete_date: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10) })
      .where('vendor_id', '=', world.compliant.vendor.id)
      .execute();
    const employee = await buildEmployee(t.app.runtime.deps, { vendorId: world.missing.vendor.id });
    await buildAlert(t.app.db, {
      vendorId: world.missing.vendor.id,
      subjectType: 'EMPLOYEE',
      subjectId: employee.id,
      status: 'VENDOR_RESPONDED',
    });

    const { http } = await signedInClient(t.app, { clientId: world.client.id });
    const board = (await http.get('/services/client/dashboard/all')).body;
    const total = async (query: string) => (await http.get(`/services/client/vendors?size=100&${query}`)).body.total as number;

    for (const { status, count } of board.complianceCounts as Array<{ status: string; count: number }>) {
      expect(await total(`complianceStatus=${complianceFilterOf(status)}`), status).toBe(count);
    }
    expect(board.onboarding).toEqual({ notStarted: 1, inProgress: 1, completedLast30Days: 1 });
    expect(await total('enrollment=NOT_STARTED')).toBe(board.onboarding.notStarted);
    expect(await total('enrollment=IN_PROGRESS')).toBe(board.onboarding.inProgress);
    expect(await total('enrollment=RECENT')).toBe(board.onboarding.completedLast30Days);
    expect(await total('')).toBe(board.totalVendors);

    const rows = (await http.get('/services/client/vendors?size=100')).body.content as Array<{ openAlerts: number }>;
    expect(board.openAlertCount).toBe(2);
    expect(rows.reduce((sum, row) => sum + row.openAlerts, 0)).toBe(board.openAlertCount);
    expect((await http.get('/services/client/vendors?enrollment=SOON')).status).toBe(400);
  });
});
