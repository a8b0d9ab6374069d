import type { Db } from '../../platform/db/database';
import { buildInvoice } from './factories';

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A handful of Riverside invoices so the admin's Invoices tab is not empty (the real invoice importer is
 * another issue): paid, open and excluded invoices of its first three COVs, and one unlinked vendor number.
 */
export async function seedDemoInvoices(db: Db, deps: { riversideClientId: number }): Promise<void> {
  const covs = await db
    .selectFrom('covs as v')
    .innerJoin('clients as c', 'c.id', 'v.client_id')
    .select(['v.id', 'v.client_id', 'v.vendor_number'])
    .where((eb) => eb.or([eb('c.id', '=', deps.riversideClientId), eb('c.parent_client_id', '=', deps.riversideClientId)]))
    .orderBy('v.id')
    .limit(3)
    .execute();
  let number = 1000;
  for (const [index, cov] of covs.entries()) {
    const linked = { clientId: cov.client_id, vendorNumber: cov.vendor_number, covId: cov.id };
    await buildInvoice(db, {
      ...linked,
      invoiceNumber: `RHS-${++number}`,
      amountCents: 125_000 + index * 40_050,
      invoiceDate: daysFromToday(-60),
      paymentDueDate: daysFromToday(-30),
      paymentDate: daysFromToday(-32),
      paymentStatus: 'PAID',
    });
    await buildInvoice(db, {
      ...linked,
      invoiceNumber: `RHS-${++number}`,
      amountCents: 48_975 + index * 1_000,
      invoiceDate: daysFromToday(-10),
      paymentDueDate: daysFromToday(20),
      paymentStatus: 'OPEN',
    });
    await buildInvoice(db, {
      ...linked,
      invoiceNumber: `RHS-${++number}`,
      amountCents: 9_900,
      invoiceDate: daysFromToday(-400),
      paymentDueDate: daysFromToday(-370),
      paymentDate: daysFromToday(-380),
      paymentStatus: 'PAID',
      includeInAnnualSpend: index !== 0,
    });
  }
  await buildInvoice(db, {
    clientId: deps.riversideClientId,
    vendorNumber: 'UNMATCHED-77',
    invoiceNumber: `RHS-${++number}`,
    amountCents: 31_500,
    invoiceDate: daysFromToday(-15),
    paymentDueDate: daysFromToday(15),
    paymentStatus: 'OPEN',
  });
}
