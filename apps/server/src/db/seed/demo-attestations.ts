import type { FieldEncryption } from '../../platform/crypto/field-encryption';
import type { Db } from '../../platform/db/database';
import { buildChecklistItem, buildCov, buildCovgWithCode, buildEnrollment, buildVendor } from './factories';

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Riverside's attestation rows beyond Acme's to-dos: Acme's accounts-payable records (COVs), a vendor
 * with past-due forms and several vendor numbers (the 'View N more' chips, truncation), and a group
 * whose vendor has not enrolled (its forms Not Started). TINs are fictitious.
 */
export async function seedDemoAttestations(
  deps: { db: Db; encryption: FieldEncryption },
  input: { riversideClientId: number; acmeVendorId: number },
) {
  const { db } = deps;
  const clientId = input.riversideClientId;
  const acmeGroup = await db
    .selectFrom('covgs')
    .select('id')
    .where('client_id', '=', clientId)
    .where('vendor_id', '=', input.acmeVendorId)
    .executeTakeFirstOrThrow();
  await buildCov(deps, {
    covgId: acmeGroup.id,
    clientId,
    vendorNumber: 'RHS-100234',
    legalName: 'Acme Medical Supply Inc',
    tin: '12-3456789',
    managerName: 'Dana Reyes',
  });
  await buildCov(deps, {
    covgId: acmeGroup.id,
    clientId,
    vendorNumber: 'RHS-100235',
    legalName: 'Acme Medical Supply - Surgical',
    tin: '12-3456789',
    managerName: 'Dana Reyes',
  });

  const northwind = await buildVendor(db, { businessName: 'Northwind Laboratory Partners' });
  const { covg: northwindGroup } = await buildCovgWithCode(db, {
    clientId,
    vendorId: northwind.id,
    preferredName: 'Northwind Laboratory Partners',
    used: true,
  });
  await buildEnrollment(db, { vendorId: northwind.id, clientId, completeDate: '2025-09-15' });
  for (const [index, number] of ['RHS-200410', 'RHS-200411', 'RHS-200412-WEST-REGION-LAB-SERVICES'].entries()) {
    await buildCov(deps, {
      covgId: northwindGroup.id,
      clientId,
      vendorNumber: number,
      legalName: index === 0 ? 'Northwind Laboratory Partners LLC' : `Northwind Lab Site ${index + 1}`,
      tin: '98-7654321',
      managerName: index === 2 ? 'Sam Ortiz' : 'Lee Chang',
    });
  }
  await buildChecklistItem(db, {
    vendorId: northwind.id,
    clientId,
    type: 'OTHER',
    name: 'Annual Compliance Attestation',
    dueDate: daysFromToday(-12),
  });
  await buildChecklistItem(db, {
    vendorId: northwind.id,
    clientId,
    type: 'W9',
    name: 'W-9',
    status: 'COMPLETE',
    dueDate: daysFromToday(300),
  });

  const { covg: pending } = await buildCovgWithCode(db, { clientId, code: 'HRBR2026', preferredName: 'Harbor Linen Services' });
  await buildCov(deps, {
    covgId: pending.id,
    clientId,
    vendorNumber: 'RHS-300981',
    legalName: 'Harbor Linen Services Co',
    tin: '45-6789012',
    managerName: 'Lee Chang',
  });
}
