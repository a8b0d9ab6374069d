import type { Db } from '../../platform/db/database';
import { screenSubjectsById } from '../../modules/screening/monitoring/screen-subjects';
import { DEMO_ALERT_DECISIONS, DEMO_EXCLUDED_COMPANY_CODE } from './demo-client-vendors';
import { anyOf } from '../../platform/db/any-of';

/** demo-vendor's company, whose planted LEIE-listed employees give Riverside matches under review. */
const DEMO_MONITORED_VENDOR = 'Acme Medical Supply';

/**
 * After the shipped lists are imported: screens the demo's planted owners and company at once (the
 * snapshot jobs would get there later) and takes the reviewer's decisions a real team would have taken,
 * so Riverside shows confirmed (Owner Excluded, Excluded), cleared and open alerts. Acme's employees are
 * screened too and left undecided: Riverside sees Acme Medical Supply with its employees' matches under
 * review (issue 30). Only OPEN alerts are decided, so running it again changes nothing.
 */
export async function applyDemoAlertDecisions(db: Db): Promise<void> {
  const ownersOf = async (names: readonly string[]) =>
    names.length
      ? db
          .selectFrom('owners as o')
          .innerJoin('vendors as v', 'v.id', 'o.vendor_id')
          .select('o.id')
          .where('v.business_name', '=', anyOf(names))
          .where('o.deleted_at', 'is', null)
          .execute()
      : [];
  const confirmOwners = (await ownersOf(DEMO_ALERT_DECISIONS.confirmOwnersOf)).map((o) => o.id);
  const clearOwners = (await ownersOf(DEMO_ALERT_DECISIONS.clearOwnersOf)).map((o) => o.id);
  const reviewOwners = (await ownersOf(DEMO_ALERT_DECISIONS.openOwnersOf)).map((o) => o.id);
  const company = await db
    .selectFrom('signup_codes as s')
    .innerJoin('covgs as g', 'g.id', 's.covg_id')
    .select('g.vendor_id')
    .where('s.code', '=', DEMO_EXCLUDED_COMPANY_CODE)
    .executeTakeFirst();
  const acmeEmployees = await db
    .selectFrom('employees as e')
    .innerJoin('vendors as v', 'v.id', 'e.vendor_id')
    .select('e.id')
    .where('v.business_name', '=', DEMO_MONITORED_VENDOR)
    .where('e.terminated_at', 'is', null)
    .execute();
  await screenSubjectsById(db, 'OWNER', [...confirmOwners, ...clearOwners, ...reviewOwners]);
  await screenSubjectsById(
    db,
    'EMPLOYEE',
    acmeEmployees.map((e) => e.id),
  );
  if (company?.vendor_id) await screenSubjectsById(db, 'VENDOR', [company.vendor_id]);

  const decide = async (subjectType: 'OWNER' | 'VENDOR', ids: number[], status: 'CONFIRMED' | 'CLEARED', note: string) => {
    if (!ids.length) return;
    await db.transaction().execute(async (trx) => {
      const alerts = await trx
        .updateTable('screening_alerts')
        .set({ status, status_changed_at: new Date(), updated_at: new Date() })
        .where('subject_type', '=', subjectType)
        .where('subject_id', '=', anyOf(ids))
        .where('status', '=', 'OPEN')
        .returning('id')
        .execute();
      if (!alerts.length) return;
      await trx
        .insertInto('screening_alert_history')
        .values(
          alerts.map((a) => ({
            alert_id: a.id,
            username: 'demo-admin',
            from_status: 'OPEN' as const,
            to_status: status,
            note,
            reason: 'RESOLVED',
          })),
        )
        .execute();
    });
  };
  await decide('OWNER', confirmOwners, 'CONFIRMED', 'Confirmed: name, date of birth and state match the LEIE record.');
  await decide('OWNER', clearOwners, 'CLEARED', 'Cleared: verified a different person (the SSN on file differs from the provider listed).');
  if (company?.vendor_id)
    await decide('VENDOR', [company.vendor_id], 'CONFIRMED', 'Confirmed: the business and its address match the LEIE record.');
}
