import { parse } from 'csv-parse';
import { GROUPING_TEXTS, type GroupingUploadResult } from '@app/shared/vendor-groups/vendor-groups';
import { recordAudit } from '../../platform/audit/audit-log';
import type { ServiceContext } from '../../platform/context';
import { AppError, notFound, validationFailed } from '../../platform/errors';
import { applyRegroup, type RequestedMove } from './regroup';
import { anyOf } from '../../platform/db/any-of';

/** At most this many rows per grouping file: every row is checked and moved in one transaction. */
const MAX_ROWS = 20_000;

export interface GroupingRow {
  line: number;
  covId: number;
  oldGroupId: number;
  newGroupId: number;
}

const ID = /^[1-9][0-9]{0,15}$/;

/**
 * Reads a grouping file (spec 002 §5): three columns in order cov id, old group id, new group id; a
 * first line that is not three ids is taken as a header; blank lines are skipped. Returns the rows, or
 * the problems by line.
 */
export function readGroupingRows(records: readonly string[][]): { rows: GroupingRow[]; problems: Record<string, string> } {
  const rows: GroupingRow[] = [];
  const problems: Record<string, string> = {};
  records.forEach((record, index) => {
    const cells = record.map((cell) => cell.trim());
    if (cells.every((cell) => cell === '')) return;
    const line = index + 1;
    const ids = cells.length === 3 && cells.every((cell) => ID.test(cell));
    if (!ids) {
      if (index === 0 && cells.length === 3) return; // a header row
      problems[`line ${line}`] = 'Expected three ids: cov id, old group id, new group id';
      return;
    }
    rows.push({ line, covId: Number(cells[0]), oldGroupId: Number(cells[1]), newGroupId: Number(cells[2]) });
  });
  if (rows.length === 0 && Object.keys(problems).length === 0) problems.file = 'The file has no rows';
  if (rows.length > MAX_ROWS) problems.file = `At most ${MAX_ROWS} rows per file`;
  return { rows, problems };
}

async function readRecords(ctx: ServiceContext, storageKey: string): Promise<string[][]> {
  const records: string[][] = [];
  const parser = ctx.files.read(storageKey).pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true }));
  for await (const record of parser as AsyncIterable<string[]>) {
    records.push(record);
    if (records.length > MAX_ROWS + 1) break;
  }
  return records;
}

/**
 * POST /services/grouping/uploads: moves COVs between groups as a grouping file (directory covgGrouping)
 * says. Every row is checked before anything moves — the COV is in its old group and may move to the new
 * one by the regroup rules — and all rows move in one transaction with the upload's audit entry, or none
 * do (400 with the spec's text and each faulty line).
 */
export async function processGroupingUpload(ctx: ServiceContext, input: { fileId: number }): Promise<GroupingUploadResult> {
  try {
    return await groupAsFileSays(ctx, input);
  } catch (error) {
    // A refused file changes nothing, but the attempt is audited too.
    if (error instanceof AppError && error.status === 400) {
      await recordAudit(ctx.db, ctx, {
        action: 'covg.grouping-refused',
        entityType: 'file',
        entityId: input.fileId,
        details: { problems: error.fieldErrors ?? {} },
      });
    }
    throw error;
  }
}

async function groupAsFileSays(ctx: ServiceContext, input: { fileId: number }): Promise<GroupingUploadResult> {
  const file = await ctx.db
    .selectFrom('files')
    .select(['storage_key', 'filename'])
    .where('id', '=', input.fileId)
    .where('directory', '=', 'covgGrouping')
    .executeTakeFirst();
  if (!file) throw notFound('Uploaded grouping file not found.');
  let records: string[][];
  try {
    records = await readRecords(ctx, file.storage_key);
  } catch {
    throw validationFailed(GROUPING_TEXTS.invalidFile, { file: 'The file cannot be read as CSV' });
  }
  const { rows, problems } = readGroupingRows(records);
  if (Object.keys(problems).length) throw validationFailed(GROUPING_TEXTS.invalidFile, problems);

  return ctx.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('covs')
      .select(['id', 'covg_id'])
      .where('id', '=', anyOf(rows.map((row) => row.covId)))
      .execute();
    const groupOf = new Map(current.map((cov) => [cov.id, cov.covg_id]));
    const rowProblems: Record<string, string> = {};
    for (const row of rows) {
      const group = groupOf.get(row.covId);
      if (group === undefined) rowProblems[`line ${row.line}`] = `COV ${row.covId} not found`;
      else if (group !== row.oldGroupId) rowProblems[`line ${row.line}`] = `COV ${row.covId} is not in group ${row.oldGroupId}`;
    }
    const requested: RequestedMove[] = rows.map((row) => ({ covId: row.covId, target: { covgId: row.newGroupId } }));
    if (Object.keys(rowProblems).length === 0) {
      const outcome = await applyRegroup(trx, ctx, requested);
      for (const refusal of outcome.refused) {
        const row = rows.find((r) => r.covId === refusal.covId)!;
        rowProblems[`line ${row.line}`] = `COV ${refusal.covId}: ${refusal.reason}`;
      }
      if (Object.keys(rowProblems).length === 0) {
        await recordAudit(trx, ctx, {
          action: 'covg.grouping-uploaded',
          entityType: 'file',
          entityId: input.fileId,
          details: { rows: rows.length, moved: outcome.moved },
        });
        return { rows: rows.length, covsThatMoved: outcome.moved.map((move) => move.covId) };
      }
    }
    // Thrown inside the transaction, so whatever moved is rolled back.
    throw validationFailed(GROUPING_TEXTS.invalidFile, rowProblems);
  });
}
