import { deliverMailJob } from '../mail/deliver-mail-job';
import type { JobDefinition } from './job-queue';

/** Every job the worker consumes. Modules add theirs here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const allJobs: JobDefinition<any>[] = [deliverMailJob];
