import { describe, expect, it } from 'vitest';
import { buildSubscription } from '../../src/db/seed/factories';
import { checklistOf } from '../../src/modules/client/vendors/vendor-detail-queries';
import { signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';
import { vendorWithPomTodo } from './pom-fixtures';

describe('proof of monitoring satisfied by the Employee Monitoring subscription (issue 33)', () => {
  const t = useTestApp();

  /** A vendor with one required proof-of-monitoring to-do, past due, for a new customer. */
  const vendorWithPastDuePom = () =>
    vendorWithPomTodo(t.app, { customer: 'Monitoring Hospital', item: { status: 'INCOMPLETE', dueDate: '2026-01-01' } });

  async function statuses(http: Awaited<ReturnType<typeof vendorWithPastDuePom>>['http'], hospitalId: number, itemId: number) {
    const todos = (await http.get('/services/checklist-items')).body as Array<{ id: number }>;
    const checklist = (await http.get(`/services/customers/${hospitalId}/checklist`)).body as Array<{
      id: number;
      completionStatus: { name: string };
    }>;
    const item = (await http.get(`/services/customers/${hospitalId}/checklist/${itemId}`)).body as { completionStatus: { name: string } };
    const customers = (await http.get('/services/customers')).body as Array<{ customerId: number; complianceStatus: string }>;
    return {
      inTodoList: todos.some((todo) => todo.id === itemId),
      checklist: checklist.find((row) => row.id === itemId)?.completionStatus.name,
      item: item.completionStatus.name,
      compliance: customers.find((customer) => customer.customerId === hospitalId)?.complianceStatus,
    };
  }

  it('is Complete in the to-do list, the customer checklist, the to-do itself and the compliance status while the subscription is active', async () => {
    const { vendor, hospital, item, http } = await vendorWithPastDuePom();
    expect(await statuses(http, hospital.id, item.id)).toEqual({
      inTodoList: true,
      checklist: 'INCOMPLETE',
      item: 'INCOMPLETE',
      compliance: 'Not Compliant - Missing Forms',
    });

    await buildSubscription(t.app.db, { vendorId: vendor.id, type: 'VP_EMPLOYEE_MONITORING', status: 'ACTIVE' });
    expect(await statuses(http, hospital.id, item.id)).toEqual({
      inTodoList: false,
      checklist: 'COMPLETE',
      item: 'COMPLETE',
      compliance: 'Compliant',
    });
  });

  it('falls back to the stored status once the subscription is no longer active', async () => {
    const { vendor, hospital, item, http } = await vendorWithPastDuePom();
    await buildSubscription(t.app.db, { vendorId: vendor.id, type: 'VP_EMPLOYEE_MONITORING', status: 'EXPIRED' });
    const result = await statuses(http, hospital.id, item.id);
    expect(result).toMatchObject({ inTodoList: true, checklist: 'INCOMPLETE', item: 'INCOMPLETE' });
  });

  it("is not satisfied by another vendor's subscription", async () => {
    const { hospital, item, http } = await vendorWithPastDuePom();
    const other = await signedInVendor(t.app);
    await buildSubscription(t.app.db, { vendorId: other.vendor.id, type: 'VP_EMPLOYEE_MONITORING', status: 'ACTIVE' });
    expect((await statuses(http, hospital.id, item.id)).checklist).toBe('INCOMPLETE');
  });

  it("shows the client the vendor's to-do as Complete on its vendor page", async () => {
    const { vendor, hospital, item } = await vendorWithPastDuePom();
    await buildSubscription(t.app.db, { vendorId: vendor.id, type: 'VP_EMPLOYEE_MONITORING', status: 'ACTIVE' });
    const rows = await checklistOf(t.app.db, vendor.id, hospital.id);
    expect(rows.find((row) => row.id === item.id)?.status).toBe('COMPLETE');
  });
});
