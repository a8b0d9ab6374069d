import type { FieldEncryption } from '../../platform/crypto/field-encryption';
import type { Db } from '../../platform/db/database';
import type { FileStorage } from '../../platform/files/file-storage';
import { SHIPPED_LISTS_DIR } from '../../modules/screening/lists/demo-lists';
import { onePagePdf } from '../../platform/files/one-page-pdf';
import { storeGeneratedFile } from '../../platform/files/store-generated-file';
import { seedDemoClientVendors } from './demo-client-vendors';
import { seedDemoCustomers } from './demo-customers';
import { seedDemoAttestations } from './demo-attestations';
import { seedDemoPayments } from './demo-payments';
import { seedDemoProofOfMonitoring } from './demo-proof-of-monitoring';
import { seedDemoEmployees } from './demo-employees';
import { seedDemoImports } from './demo-imports';
import { seedDemoWaivers } from './demo-waivers';
import { seedDemoOnboarding } from './demo-onboarding';
import { buildClient, buildSubscription, buildUser, buildVendor, DEFAULT_TEST_PASSWORD } from './factories';

export const DEMO_PASSWORD = DEFAULT_TEST_PASSWORD;

/** The demo logins printed at start and listed in the README. */
export const DEMO_LOGINS = [
  { username: 'demo-admin', role: 'PT Admin User', note: 'platform admin; can act as any vendor or client' },
  { username: 'demo-vendor', role: 'Vendor User', note: 'Acme Medical Supply, with employee monitoring' },
  { username: 'demo-vendor2', role: 'Vendor User', note: 'Bayside Home Health, without employee monitoring' },
  { username: 'demo-vendor3', role: 'Vendor User', note: 'Harbor Point Medical Staffing, a Riverside vendor with a submitted disclosure' },
  { username: 'demo-client', role: 'Client User', note: 'Riverside Health System, all client permissions (31 vendors, imported invoices)' },
  { username: 'demo-expired', role: 'Vendor User', note: 'Acme Medical Supply; password expired (shows the set-new-password form)' },
] as const;

/** True when the database holds no users yet (first start). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return !row;
}

/**
 * Seeds the demo tenants and users. Runs in one transaction; later issues extend it with their data
 * (customers, employees, forms …) through the same factories.
 */
export async function seedDemoData(deps: { db: Db; encryption: FieldEncryption; files: FileStorage }): Promise<void> {
  const { acmeUser } = await deps.db.transaction().execute(async (tx) => {
    const riverside = await buildClient(tx, {
      name: 'Riverside Health System',
      tag: 'riverside',
      products: ['VendorProofEngage', 'Attestations', 'Onboarding'],
    });
    const acme = await buildVendor(tx, { businessName: 'Acme Medical Supply' });
    const bayside = await buildVendor(tx, { businessName: 'Bayside Home Health' });
    await buildSubscription(tx, { vendorId: acme.id, type: 'VP_EMPLOYEE_MONITORING', amountCents: 2500 });

    await buildUser(tx, {
      username: 'demo-admin',
      role: 'PT Admin User',
      firstName: 'Avery',
      lastName: 'Admin',
      email: 'admin@vendorproof.test',
    });
    const demoVendor = await buildUser(tx, {
      username: 'demo-vendor',
      vendorId: acme.id,
      firstName: 'Victor',
      lastName: 'Vance',
      email: 'victor@acme-medical.test',
    });
    await buildUser(tx, {
      username: 'demo-vendor2',
      vendorId: bayside.id,
      firstName: 'Bella',
      lastName: 'Bayer',
      email: 'bella@bayside-hh.test',
    });
    await buildUser(tx, {
      username: 'demo-client',
      role: 'Client User',
      clientId: riverside.id,
      permissions: ['UsersAccess', 'ImportsAccess', 'PaymentWaiverAccess', 'Attestations', 'Onboarding'],
      firstName: 'Casey',
      lastName: 'Clark',
      email: 'casey.clark@riverside-health.test',
    });
    await buildUser(tx, {
      username: 'demo-expired',
      vendorId: acme.id,
      firstName: 'Ezra',
      lastName: 'Expired',
      email: 'ezra@acme-medical.test',
      passwordChangedAt: new Date(Date.now() - 400 * 86_400_000),
    });
    await seedDemoPayments(tx, { vendorId: acme.id });
    await seedDemoCustomers(tx, {
      vendorId: acme.id,
      riversideClientId: riverside.id,
      username: demoVendor.username,
      userId: demoVendor.id,
      store: (vendorId, filename) =>
        storeGeneratedFile(
          { db: tx, files: deps.files },
          { vendorId, directory: 'evd', filename, contentType: 'application/pdf', content: onePagePdf(`Demo document: ${filename}`) },
        ),
    });
    await seedDemoProofOfMonitoring(tx, { vendorId: bayside.id });
    await seedDemoClientVendors(
      { db: tx, encryption: deps.encryption },
      {
        riversideClientId: riverside.id,
        listsDir: SHIPPED_LISTS_DIR,
        store: (vendorId, filename) =>
          storeGeneratedFile(
            { db: tx, files: deps.files },
            { vendorId, directory: 'evd', filename, contentType: 'application/pdf', content: onePagePdf(`Demo document: ${filename}`) },
          ),
      },
    );
    await seedDemoWaivers(tx, { riversideClientId: riverside.id });
    await seedDemoOnboarding(tx, { riversideClientId: riverside.id });
    await seedDemoImports(
      { db: tx, files: deps.files, encryption: deps.encryption },
      { riversideClientId: riverside.id, username: 'demo-client' },
    );
    await seedDemoAttestations({ db: tx, encryption: deps.encryption }, { riversideClientId: riverside.id, acmeVendorId: acme.id });
    return { acmeUser: demoVendor };
  });
  await seedDemoEmployees(deps, {
    vendorId: acmeUser.vendor_id!,
    userId: acmeUser.id,
    username: acmeUser.username,
    listsDir: SHIPPED_LISTS_DIR,
  });
}
