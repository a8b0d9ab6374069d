import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs/job-queue';
import { startScreeningRun } from './screening-runs';

const payload = z.object({}).passthrough();

/** The monthly full pass: every subject against every record in force (03:00 UTC on the 1st), in chunks. */
export const monthlyFullPassJob: JobDefinition<typeof payload> = {
  name: 'screening.full-pass',
  payload,
  retryLimit: 2,
  schedule: '0 3 1 * *',
  async handle(deps) {
    await startScreeningRun(deps, { kind: 'FULL' });
  },
};
