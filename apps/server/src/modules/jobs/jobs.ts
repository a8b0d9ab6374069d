import { ELIGIBILITY_AUDIT_JOB_TYPE, type EligibilityJobDetails, type Job, type JobList, type JobStatus } from '@app/shared/jobs/jobs';
import { recordAudit } from '../../platform/audit/audit-log';
import { requireActor, type ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { runnerAlive } from '../../platform/jobs/runner-lease';
import { eligibilityAuditJob } from './eligibility-audit-job';
import { latestQueueJobs, type QueueJobRow } from './jobs-queries';

/** The Jobs list shows this many, newest first. */
const JOBS_SHOWN = 100;

/** What each background job does, in the admin's words (an unknown name is shown as it is). */
const DESCRIPTIONS: Record<string, string> = {
  'mail.deliver': 'E-mail delivery',
  'screening.subject': 'Screening of one subject',
  'screening.snapshot': 'Screening against a new list snapshot',
  'screening.full-pass': 'Monthly full screening pass',
  'lists.download': 'Exclusion list download and import',
  'employees.process-upload': 'Employee list import',
  'employees.screen-upload': 'Screening of an imported employee list',
  'subscriptions.renew': 'Subscription renewals',
  'reports.send-scheduled': 'Scheduled report deliveries',
  'reports.export': 'Report export',
  'async-reports.generate': 'Generated report (admin hub Reports)',
  'client-imports.apply': 'Client vendor master or invoice import',
  'client.send-weekly-digests': 'Weekly e-mail digest to client users',
};

/** A job's description in the admin's words (its name when none is written). */
export const jobDescription = (name: string) => DESCRIPTIONS[name] ?? name;

const SCREENING_RUN_KINDS = { SUBJECT: 'one subject', SNAPSHOT: 'new list snapshot', FULL: 'full pass' } as const;
const SCREENING_RUN_STATUS = { RUNNING: 'ACTIVE', FINISHED: 'COMPLETED', FAILED: 'FAILED' } as const;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function queueJob(row: QueueJobRow): Job {
  return {
    jobType: row.name,
    jobId: row.id,
    description: jobDescription(row.name),
    outcome: row.error,
    status: row.state.toUpperCase() as JobStatus,
    totalWork: null,
    workCompleted: null,
    clientId: null,
    startTime: iso(row.started_on ?? row.created_on),
    endTime: iso(row.completed_on),
  };
}

type AuditRow = {
  id: number;
  client_id: number;
  client_name: string;
  status: 'CREATED' | 'ACTIVE' | 'COMPLETED' | 'FAILED';
  total_work: number;
  work_completed: number;
  outcome: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
};

function auditJob(row: AuditRow): Job {
  return {
    jobType: ELIGIBILITY_AUDIT_JOB_TYPE,
    jobId: String(row.id),
    description: `Eligibility audit of ${row.client_name}`,
    outcome: row.outcome,
    status: row.status,
    totalWork: row.total_work,
    workCompleted: row.work_completed,
    clientId: row.client_id,
    startTime: iso(row.started_at ?? row.created_at),
    endTime: iso(row.finished_at),
  };
}

function selectAudits(ctx: ServiceContext) {
  return ctx.db
    .selectFrom('eligibility_audits as a')
    .innerJoin('clients as c', 'c.id', 'a.client_id')
    .select([
      'a.id',
      'a.client_id',
      'c.name as client_name',
      'a.status',
      'a.total_work',
      'a.work_completed',
      'a.outcome',
      'a.created_at',
      'a.started_at',
      'a.finished_at',
    ]);
}

/**
 * GET /services/jobs (admin): the latest background jobs of every kind, newest first — pg-boss's jobs
 * (imports, screening, renewals, deliveries), the screening runs with their progress and the
 * eligibility audits with theirs.
 */
export async function listJobs(ctx: ServiceContext): Promise<JobList> {
  const [queued, runs, audits] = await Promise.all([
    latestQueueJobs(ctx.db, JOBS_SHOWN, eligibilityAuditJob.name),
    ctx.db.selectFrom('screening_runs').selectAll().orderBy('started_at', 'desc').orderBy('id', 'desc').limit(JOBS_SHOWN).execute(),
    selectAudits(ctx).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(JOBS_SHOWN).execute(),
  ]);
  const jobs: Array<{ at: Date; job: Job }> = [
    ...queued.map((row) => ({ at: row.created_on, job: queueJob(row) })),
    ...runs.map((run) => ({
      at: run.started_at,
      job: {
        jobType: 'screening.run',
        jobId: String(run.id),
        description: `Screening run (${SCREENING_RUN_KINDS[run.kind]})`,
        outcome:
          run.error ??
          (run.status === 'FINISHED'
            ? `${run.alerts_created} alerts created, ${run.alerts_updated} updated, ${run.alerts_closed} closed`
            : null),
        status: SCREENING_RUN_STATUS[run.status],
        totalWork: run.subjects_total,
        workCompleted: run.subjects_done,
        clientId: null,
        startTime: iso(run.started_at),
        endTime: iso(run.finished_at),
      } satisfies Job,
    })),
    ...audits.map((row) => ({ at: row.created_at, job: auditJob(row) })),
  ];
  jobs.sort((a, b) => b.at.getTime() - a.at.getTime());
  return { content: jobs.slice(0, JOBS_SHOWN).map((entry) => entry.job) };
}

export const INTERRUPTED_AUDIT = 'The audit stopped when its server stopped; a new audit was started.';

/**
 * POST /services/eligibility/audit?clientId= (admin): queues an eligibility audit of the client. While
 * one of that client waits or runs, asking again returns it rather than starting a second; one whose
 * worker process died is marked FAILED and a new one starts.
 */
export async function startEligibilityAudit(ctx: ServiceContext, input: { clientId: number }): Promise<Job> {
  const actor = requireActor(ctx);
  const auditId = await ctx.db.transaction().execute(async (trx) => {
    const client = await trx.selectFrom('clients').select('id').where('id', '=', input.clientId).forUpdate().executeTakeFirst();
    if (!client) throw notFound('Client not found.');
    const open = await trx
      .selectFrom('eligibility_audits')
      .select((eb) => ['id', 'runner', runnerAlive(eb.ref('runner')).as('alive')])
      .where('client_id', '=', client.id)
      .where('status', 'in', ['CREATED', 'ACTIVE'])
      .executeTakeFirst();
    // A run whose process died is not answered as the audit under way (issue 29): it ends, and a new one starts.
    if (open && open.runner !== null && !open.alive) {
      await trx
        .updateTable('eligibility_audits')
        .set({ status: 'FAILED', outcome: INTERRUPTED_AUDIT, finished_at: new Date() })
        .where('id', '=', open.id)
        .execute();
    } else if (open) return open.id;
    const row = await trx
      .insertInto('eligibility_audits')
      .values({ client_id: client.id, requested_by: actor.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.jobs.send(eligibilityAuditJob, { auditId: row.id }, { trx });
    await recordAudit(trx, ctx, {
      action: 'eligibility-audit.started',
      entityType: 'eligibility-audit',
      entityId: row.id,
      details: { clientId: client.id },
    });
    return row.id;
  });
  return auditJob(await selectAudits(ctx).where('a.id', '=', auditId).executeTakeFirstOrThrow());
}

/** GET /services/jobs/eligibility/{jobId} (admin): the audit and the COVGs whose status it changed. */
export async function eligibilityJobDetails(ctx: ServiceContext, input: { jobId: number }): Promise<EligibilityJobDetails> {
  const audit = await selectAudits(ctx).where('a.id', '=', input.jobId).executeTakeFirst();
  if (!audit) throw notFound('Job not found.');
  const items = await ctx.db
    .selectFrom('eligibility_audit_items')
    .select(['covg_id', 'old_status', 'new_status'])
    .where('audit_id', '=', audit.id)
    .orderBy('covg_id')
    .execute();
  return {
    job: auditJob(audit),
    content: items.map((item) => ({ covgId: item.covg_id, oldStatus: item.old_status, newStatus: item.new_status })),
  };
}
