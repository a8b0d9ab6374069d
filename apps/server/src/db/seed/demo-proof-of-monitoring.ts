import type { Db } from '../../platform/db/database';
import { buildChecklistItem, buildEnrollment } from './factories';

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * demo-vendor2 (Bayside Home Health, no employee monitoring) is enrolled with Lakeside Memorial
 * Hospital, which asks for proof of employee monitoring: the to-do of the splash page and the
 * third-party attestation (spec 001 §2). Only Bayside's own journeys touch it.
 */
export async function seedDemoProofOfMonitoring(db: Db, input: { vendorId: number }): Promise<void> {
  const lakeside = await db.selectFrom('clients').select('id').where('tag', '=', 'lakeside').executeTakeFirstOrThrow();
  await buildEnrollment(db, { vendorId: input.vendorId, clientId: lakeside.id, completeDate: '2025-09-15' });
  await buildChecklistItem(db, {
    vendorId: input.vendorId,
    clientId: lakeside.id,
    type: 'MONTHLY_POM',
    name: 'Proof of Employee Monitoring',
    status: 'NOT_STARTED',
    dueDate: daysFromToday(21),
    priority: 1,
  });
}
