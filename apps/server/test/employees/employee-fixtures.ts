import { buildSubscription } from '../../src/db/seed/factories';
import { signedInVendor } from '../../src/testing/signed-in';
import type { TestApp } from '../../src/testing/test-app';

/** A signed-in vendor user; with `monitoring` its vendor has an active employee-monitoring subscription. */
export async function vendorWithRoster(app: TestApp, options: { monitoring?: boolean; businessName?: string } = {}) {
  const { vendor, user, http: client } = await signedInVendor(app, { businessName: options.businessName });
  if (options.monitoring !== false) await buildSubscription(app.db, { vendorId: vendor.id });
  return { vendor, user, client };
}

let ssnCounter = 100_000_000 + Math.floor(Math.random() * 800_000_000);
/** A fresh, valid 9-digit SSN. */
export const nextSsn = () => String(ssnCounter++);

export const employeeBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Maria',
  lastName: 'Gonzalez',
  ssn: nextSsn(),
  dob: '1984-07-19',
  npi: '',
  street1: '12 Elm St',
  street2: '',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  country: 'US',
  ...overrides,
});
