import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs/job-queue';
import { startScreeningRun } from './screening-runs';

const payload = z.object({ snapshotId: z.number().int() });

/**
 * A source got a new snapshot: screen every subject against the records it added or changed only
 * (records that did not change cannot produce new matches), in chunks any worker takes.
 */
export const snapshotScreeningJob: JobDefinition<typeof payload> = {
  name: 'screening.snapshot',
  payload,
  retryLimit: 3,
  async handle(deps, { snapshotId }) {
    await startScreeningRun(deps, { kind: 'SNAPSHOT', snapshotId });
  },
};
