import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs/job-queue';
import { screenChunk } from './screen-chunk';

const payload = z.object({ chunkId: z.number().int() });

const RETRY_LIMIT = 3;

/** One chunk of a re-screen (screening-runs.ts): any worker takes it; a retry resumes at its cursor. */
export const screenChunkJob: JobDefinition<typeof payload> = {
  name: 'screening.chunk',
  payload,
  retryLimit: RETRY_LIMIT,
  async handle(deps, { chunkId }) {
    await screenChunk(deps, chunkId, { attemptsAllowed: RETRY_LIMIT + 1 });
  },
};
