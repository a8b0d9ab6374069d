import type { SubjectType } from '../../../db/schema';
import type { AppDeps } from '../../../platform/context';
import type { DbTransaction } from '../../../platform/db/database';
import { screenSubjectJob } from './screen-subject-job';

/**
 * Asks for a subject to be screened (after it was created or its data changed). Pass the transaction of
 * the change so the request exists only if the change commits.
 */
export async function requestScreening(
  deps: Pick<AppDeps, 'jobs'>,
  subject: { type: SubjectType; id: number },
  options: { trx?: DbTransaction } = {},
): Promise<void> {
  await deps.jobs.send(screenSubjectJob, { subjectType: subject.type, subjectId: subject.id }, { trx: options.trx });
}
