import { buildChecklistItem, buildClient, buildEnrollment } from '../../src/db/seed/factories';
import { signedInVendor } from '../../src/testing/signed-in';
import type { TestApp } from '../../src/testing/test-app';

/**
 * A signed-in vendor enrolled with a new customer that asks it for a Proof of Employee Monitoring to-do;
 * `item` sets the to-do's status or due date.
 */
export async function vendorWithPomTodo(
  app: TestApp,
  { customer, item = {} }: { customer: string; item?: { status?: 'INCOMPLETE'; dueDate?: string } },
) {
  const { vendor, http } = await signedInVendor(app);
  const hospital = await buildClient(app.db, { name: customer });
  await buildEnrollment(app.db, { vendorId: vendor.id, clientId: hospital.id });
  const todo = await buildChecklistItem(app.db, {
    vendorId: vendor.id,
    clientId: hospital.id,
    type: 'MONTHLY_POM',
    name: 'Proof of Employee Monitoring',
    ...item,
  });
  return { vendor, hospital, item: todo, http };
}
