import {
  checkEnrollmentDueDateCells,
  covNotFound,
  covRepeated,
  ENROLLMENT_DUE_DATE_DIRECTORY,
  ENROLLMENT_DUE_DATE_INVALID_FILE,
  isEnrollmentDueDateHeader,
  type EnrollmentDueDateResult,
} from '@app/shared/admin/enrollment-due-dates';
import { recordAudit } from '../../platform/audit/audit-log';
import { requireActor, type ServiceContext } from '../../platform/context';
import { readCsvRows, UnreadableCsvFileError } from '../../platform/csv/read-csv-rows';
import { notFound, validationFailed } from '../../platform/errors';
import { lockCovs, setEnrollmentDueDates } from './enrollment-due-date-queries';

/** Lines with problems named in the 400 answer (the file is refused whole either way). */
const LINES_SHOWN = 100;

/**
 * Imports an uploaded Enrollment Due Date file (directory enrollmentDueDate): a header row, then COV ID
 * and date (MM/DD/YYYY). All or nothing: 404 for a file that is not one (wrong columns, no header), 400
 * naming the bad lines (unknown COV, bad date, a COV twice), else every COV's due date set in one
 * transaction with an audit entry each. The date decides from when an unfinished enrolment is Not
 * Enrolled (complianceRowsSql).
 */
export async function importEnrollmentDueDates(ctx: ServiceContext, input: { fileId: number }): Promise<EnrollmentDueDateResult> {
  const actor = requireActor(ctx);
  const file = await ctx.db
    .selectFrom('files')
    .select(['id', 'filename', 'storage_key'])
    .where('id', '=', input.fileId)
    .where('directory', '=', ENROLLMENT_DUE_DATE_DIRECTORY)
    .executeTakeFirst();
  if (!file) throw notFound(ENROLLMENT_DUE_DATE_INVALID_FILE);

  const covIds: number[] = [];
  const dueDates: string[] = [];
  const lineOf: number[] = [];
  const problems = new Map<number, string[]>();
  const firstLineOf = new Map<number, number>();
  const addProblem = (line: number, message: string) => problems.set(line, [...(problems.get(line) ?? []), message]);
  let headerSeen = false;
  try {
    for await (const record of readCsvRows(ctx.files.read(file.storage_key))) {
      if (!headerSeen) {
        if (!isEnrollmentDueDateHeader(record.cells)) throw notFound(ENROLLMENT_DUE_DATE_INVALID_FILE);
        headerSeen = true;
        continue;
      }
      const checked = checkEnrollmentDueDateCells(record.cells);
      for (const message of checked.errors) addProblem(record.line, message);
      if (!checked.value) continue;
      const first = firstLineOf.get(checked.value.covId);
      if (first !== undefined) {
        addProblem(record.line, covRepeated(String(checked.value.covId), first));
        continue;
      }
      firstLineOf.set(checked.value.covId, record.line);
      covIds.push(checked.value.covId);
      dueDates.push(checked.value.dueDate);
      lineOf.push(record.line);
    }
  } catch (error) {
    if (error instanceof UnreadableCsvFileError) throw notFound(ENROLLMENT_DUE_DATE_INVALID_FILE);
    throw error;
  }
  if (!headerSeen) throw notFound(ENROLLMENT_DUE_DATE_INVALID_FILE);
  if (!covIds.length && !problems.size)
    throw validationFailed('The file has no rows under its header.', { file: 'The file has no rows under its header.' });

  return ctx.db.transaction().execute(async (trx) => {
    const existing = await lockCovs(trx, covIds);
    covIds.forEach((id, i) => {
      if (!existing.has(id)) addProblem(lineOf[i]!, covNotFound(String(id)));
    });
    if (problems.size) {
      const lines = [...problems.entries()].sort(([a], [b]) => a - b);
      throw validationFailed(
        ENROLLMENT_DUE_DATE_INVALID_FILE,
        Object.fromEntries(lines.slice(0, LINES_SHOWN).map(([line, messages]) => [`line ${line}`, messages.join('; ')])),
      );
    }
    await setEnrollmentDueDates(trx, { actor, requestId: ctx.requestId, ip: ctx.ip, fileId: file.id }, { covIds, dueDates });
    await recordAudit(trx, ctx, {
      action: 'enrollment-due-date-upload.applied',
      entityType: 'file',
      entityId: file.id,
      details: { filename: file.filename, updated: covIds.length },
    });
    return { updated: covIds.length };
  });
}
