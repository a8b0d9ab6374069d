import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs/job-queue';
import { currentIndex } from './index-cache';
import { screenAllSubjects } from './screen-subjects';

const payload = z.object({}).passthrough();

/** The monthly full pass: every subject against every record in force (03:00 UTC on the 1st). */
export const monthlyFullPassJob: JobDefinition<typeof payload> = {
  name: 'screening.full-pass',
  payload,
  retryLimit: 2,
  schedule: '0 3 1 * *',
  async handle({ db }) {
    await screenAllSubjects(db, { kind: 'FULL', index: await currentIndex(db) });
  },
};
