import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs/job-queue';
import { screenOneSubject } from './screen-subjects';

const payload = z.object({ subjectType: z.enum(['VENDOR', 'OWNER', 'EMPLOYEE']), subjectId: z.number().int() });

/** A subject was created or changed: screen it now. Idempotent (alerts are reconciled, not appended). */
export const screenSubjectJob: JobDefinition<typeof payload> = {
  name: 'screening.subject',
  payload,
  retryLimit: 5,
  async handle({ db }, { subjectType, subjectId }) {
    await screenOneSubject(db, subjectType, subjectId);
  },
};
