import { z } from 'zod';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { runProgressJob } from '../../platform/jobs/progress-row';
import { auditCovgBatch, countClientCovgs } from './jobs-queries';

const payload = z.object({ auditId: z.number().int() });

/** COVGs per transaction: the progress the Jobs tab shows moves after each. */
const BATCH_COVGS = 500;

/**
 * Recomputes every COVG's compliance status of the audit's client (spec 002 §7, issue 18) with the one
 * rule (complianceRowsSql) and records the changes since the last recorded status, batch by batch, each
 * batch in its own transaction with the progress. Idempotent: a finished audit returns at once; a run
 * after one that died goes through every COVG again, and the ones already done are found unchanged.
 */
export const eligibilityAuditJob: JobDefinition<typeof payload> = {
  name: 'eligibility.audit',
  payload,
  retryLimit: 2,
  expireInSeconds: 30 * 60,
  async handle(deps, { auditId }) {
    await runProgressJob(
      deps,
      {
        table: 'eligibility_audits',
        id: auditId,
        status: { column: 'status', startable: ['CREATED', 'ACTIVE'], running: 'ACTIVE' },
        claimSet: { started_at: new Date(), work_completed: 0 },
        returning: ['client_id'],
        failed: () => ({ status: 'FAILED', outcome: 'The audit stopped with an error.', finished_at: new Date() }),
        rethrow: true,
      },
      async (audit) => {
        const total = await countClientCovgs(deps.db, audit.client_id);
        await deps.db.updateTable('eligibility_audits').set({ total_work: total }).where('id', '=', auditId).execute();
        let afterCovgId = 0;
        let completed = 0;
        for (;;) {
          const batch = await deps.db.transaction().execute(async (trx) => {
            const result = await auditCovgBatch(trx, { auditId, clientId: audit.client_id, afterCovgId, size: BATCH_COVGS });
            completed += result.audited;
            await trx
              .updateTable('eligibility_audits')
              .set({ work_completed: completed, total_work: (eb) => eb.fn('greatest', [eb.ref('total_work'), eb.val(completed)]) })
              .where('id', '=', auditId)
              .execute();
            return result;
          });
          if (batch.lastCovgId === null || batch.audited < BATCH_COVGS) break;
          afterCovgId = batch.lastCovgId;
        }
        const changed = await deps.db
          .selectFrom('eligibility_audit_items')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('audit_id', '=', auditId)
          .executeTakeFirstOrThrow();
        await deps.db
          .updateTable('eligibility_audits')
          .set({
            status: 'COMPLETED',
            total_work: completed,
            work_completed: completed,
            outcome: `${Number(changed.n)} of ${completed} statuses changed`,
            finished_at: new Date(),
          })
          .where('id', '=', auditId)
          .execute();
      },
    );
  },
};
