import { z } from 'zod';

/** Spec 002 §8: shown when an eligibility audit cannot be started. */
export const ERROR_STARTING_JOB = 'Error starting job.';

/** The job type of an eligibility audit in the Jobs list (its rows link to /jobs/eligibility/{jobId}). */
export const ELIGIBILITY_AUDIT_JOB_TYPE = 'eligibility.audit';

/**
 * One status vocabulary for every job (pg-boss's states, upper case): CREATED and RETRY wait, ACTIVE
 * runs, the others are over.
 */
export const JOB_STATUSES = ['CREATED', 'RETRY', 'ACTIVE', 'COMPLETED', 'CANCELLED', 'FAILED'] as const;
export const JobStatus = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatus>;

/** A job still to run or running: the Jobs tab keeps refreshing while it lists one. */
export const isJobOpen = (status: JobStatus) => status === 'CREATED' || status === 'RETRY' || status === 'ACTIVE';

/** Spec 002 §3 Job. `jobId` is pg-boss's id, a screening run's or an eligibility audit's. */
export const Job = z.object({
  jobType: z.string(),
  jobId: z.string(),
  description: z.string(),
  outcome: z.string().nullable(),
  status: JobStatus,
  totalWork: z.number().int().nullable(),
  workCompleted: z.number().int().nullable(),
  clientId: z.number().int().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
});
export type Job = z.infer<typeof Job>;

/** GET /services/jobs: the latest jobs, newest first (spec 002 §7: the response's `content`). */
export const JobList = z.object({ content: z.array(Job) });
export type JobList = z.infer<typeof JobList>;

/** POST /services/eligibility/audit?clientId= */
export const StartEligibilityAuditQuery = z.object({
  clientId: z.coerce
    .number({ message: 'Enter a client ID' })
    .int({ message: 'Enter a client ID' })
    .positive({ message: 'Enter a client ID' }),
});

/** Spec 002 §3 Eligibility job item: a COVG whose status the audit changed (oldStatus null before the first audit). */
export const EligibilityJobItem = z.object({
  covgId: z.number().int(),
  oldStatus: z.string().nullable(),
  newStatus: z.string(),
});
export type EligibilityJobItem = z.infer<typeof EligibilityJobItem>;

/** GET /services/jobs/eligibility/{jobId}: the audit and the changes it recorded. */
export const EligibilityJobDetails = z.object({ job: Job, content: z.array(EligibilityJobItem) });
export type EligibilityJobDetails = z.infer<typeof EligibilityJobDetails>;
