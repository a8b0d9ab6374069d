import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs/job-queue';
import { changedRecordsIndex } from './index-cache';
import { screenAllSubjects } from './screen-subjects';

const payload = z.object({ snapshotId: z.number().int() });

/**
 * A source got a new snapshot: screen every subject against the records it added or changed only
 * (records that did not change cannot produce new matches).
 */
export const snapshotScreeningJob: JobDefinition<typeof payload> = {
  name: 'screening.snapshot',
  payload,
  retryLimit: 3,
  async handle({ db }, { snapshotId }) {
    const index = await changedRecordsIndex(db, snapshotId);
    if (index.records.length === 0) return;
    await screenAllSubjects(db, { kind: 'SNAPSHOT', snapshotId, index });
  },
};
