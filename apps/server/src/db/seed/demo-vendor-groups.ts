import type { FieldEncryption } from '../../platform/crypto/field-encryption';
import type { Db } from '../../platform/db/database';
import { buildClient, buildCov, buildCovgWithCode, buildVendor } from './factories';

/** The demo client whose vendor groups the admin's group tools are tried on (none of its groups enrolled). */
export const DEMO_GROUPING_CLIENT = { name: 'Lakeshore Regional Medical Center', tag: 'lakeshore' } as const;

/**
 * Vendor groups to try the Signup Code Search, the Vendor Group Manager and the grouping file on: a
 * vendor split over two groups (SUMT2026 with a second code SUMT2027, and SUMS2026), a group holding a
 * record of another vendor (CLWR2026), and a trashed group (TRSH2026). Summit's and Clearwater's groups
 * are linked to their platform vendors, so moving a Clearwater record into Summit's group is refused.
 */
export async function seedDemoVendorGroups(deps: { db: Db; encryption: FieldEncryption }): Promise<void> {
  const { db } = deps;
  const client = await buildClient(db, { ...DEMO_GROUPING_CLIENT });
  const summit = await buildVendor(db, { businessName: 'Summit Surgical Supply' });
  const clearwater = await buildVendor(db, { businessName: 'Clearwater Linen Co' });

  const main = await buildCovgWithCode(db, {
    clientId: client.id,
    code: 'SUMT2026',
    preferredName: 'Summit Surgical Supply',
    vendorId: summit.id,
    category: 'Medical Supplies',
  });
  await db.insertInto('signup_codes').values({ code: 'SUMT2027', covg_id: main.covg.id }).execute();
  await db
    .updateTable('covgs')
    .set({ extra_names: ['Summit Surgical', 'SSS Medical'] })
    .where('id', '=', main.covg.id)
    .execute();
  await buildCov(deps, {
    covgId: main.covg.id,
    clientId: client.id,
    vendorNumber: 'LMC-1001',
    legalName: 'Summit Surgical Supply Inc',
    tin: '310001001',
    managerName: 'Accounts Payable',
  });
  await buildCov(deps, {
    covgId: main.covg.id,
    clientId: client.id,
    vendorNumber: 'LMC-1002',
    legalName: 'Summit Surgical Supply East',
    tin: '310001001',
  });

  const duplicate = await buildCovgWithCode(db, {
    clientId: client.id,
    code: 'SUMS2026',
    preferredName: 'Summit Surgical',
    category: 'Medical Supplies',
  });
  await buildCov(deps, {
    covgId: duplicate.covg.id,
    clientId: client.id,
    vendorNumber: 'LMC-1003',
    legalName: 'Summit Surgical',
    tin: '310001001',
  });

  const linen = await buildCovgWithCode(db, {
    clientId: client.id,
    code: 'CLWR2026',
    preferredName: 'Clearwater Linen Co',
    vendorId: clearwater.id,
    category: 'Linen',
  });
  await buildCov(deps, {
    covgId: linen.covg.id,
    clientId: client.id,
    vendorNumber: 'LMC-2001',
    legalName: 'Clearwater Linen Co',
    tin: '320002002',
  });
  await buildCov(deps, {
    covgId: linen.covg.id,
    clientId: client.id,
    vendorNumber: 'LMC-2002',
    legalName: 'Clearwater Linen Company',
    tin: '320002002',
  });
  await buildCov(deps, {
    covgId: linen.covg.id,
    clientId: client.id,
    vendorNumber: 'LMC-2003',
    legalName: 'Clearwater Laundry Services',
    tin: '320002003',
  });

  const old = await buildCovgWithCode(db, { clientId: client.id, code: 'TRSH2026', preferredName: 'Lakeshore Old Vendor Record' });
  await db.updateTable('covgs').set({ trashed: true, trashed_at: new Date() }).where('id', '=', old.covg.id).execute();
}
