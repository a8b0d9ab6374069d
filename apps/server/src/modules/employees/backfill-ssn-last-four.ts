import type { AppDeps } from '../../platform/context';
import { openSsn, ssnLastFourIndex } from './ssn';

const BATCH = 500;

/**
 * Fills the last-four search index of employees stored before it existed (decrypting each SSN once), a
 * batch at a time; at every start, so a stopped run simply continues. Answers how many rows it filled.
 */
export async function backfillSsnLastFour(deps: Pick<AppDeps, 'db' | 'encryption'>): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await deps.db
      .selectFrom('employees')
      .select(['id', 'ssn_encrypted'])
      .where('ssn_last4_index', 'is', null)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (!rows.length) return filled;
    await deps.db.transaction().execute(async (trx) => {
      for (const row of rows) {
        const index = ssnLastFourIndex(deps.encryption, openSsn(deps.encryption, row.ssn_encrypted));
        await trx.updateTable('employees').set({ ssn_last4_index: index }).where('id', '=', row.id).execute();
      }
    });
    filled += rows.length;
  }
}
