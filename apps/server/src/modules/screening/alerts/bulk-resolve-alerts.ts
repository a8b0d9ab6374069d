import {
  alreadyInStatus,
  BULK_RESOLVE_DIRECTORY,
  BULK_RESOLVE_HEADER,
  BULK_RESOLVE_INVALID_FILE,
  checkBulkResolveCells,
  monitorRecordNotFound,
  monitorRecordRepeated,
  type BulkResolveRejected,
  type BulkResolveResult,
  type BulkResolveRow,
} from '@app/shared/admin/bulk-alert-resolve';
import { recordAudit } from '../../../platform/audit/audit-log';
import { requireActor, type ServiceContext } from '../../../platform/context';
import { readCsvRows, UnreadableCsvFileError, type CsvRow } from '../../../platform/csv/read-csv-rows';
import { notFound, validationFailed } from '../../../platform/errors';
import { applyAlertDecisions, lockAlerts } from './bulk-resolve-queries';
import { notifyAlertOutcome, notifyAlertOutcomes } from './notify-alert-outcome';

/** Bad rows shown in the preview; the counts cover the whole file. */
const PREVIEW_LIMIT = 1_000;

/** The 400 answer with the bad rows (spec 002 §3: data and validationErrors). */
export class BulkResolveRowsRejected extends Error {
  constructor(readonly response: BulkResolveRejected) {
    super('The bulk resolve file has rows with problems');
  }
}

interface Problem {
  row: BulkResolveRow;
  errors: Array<{ col: number; message: string }>;
}

/**
 * Resolves the alerts of an uploaded bulk resolve file (directory alertBulkResolve; columns Monitor
 * Record ID, Progress Status, Note) all or nothing: 404 when the file or its columns are not the
 * template's, 400 with the bad rows when any row breaks a rule (nothing changes), else every row in one
 * transaction with the single resolve's rules and effects — the status set, a history entry with the
 * note, an audit entry, the vendor told of each decision — applied set-based so 100,000 rows take
 * seconds. Subjects' statuses follow, as they are computed from their alerts.
 */
export async function bulkResolveAlerts(ctx: ServiceContext, input: { fileId: number }): Promise<BulkResolveResult> {
  const actor = requireActor(ctx);
  const file = await ctx.db
    .selectFrom('files')
    .select(['id', 'filename', 'storage_key'])
    .where('id', '=', input.fileId)
    .where('directory', '=', BULK_RESOLVE_DIRECTORY)
    .executeTakeFirst();
  if (!file) throw notFound(BULK_RESOLVE_INVALID_FILE);

  const ids: number[] = [];
  const statuses: string[] = [];
  const notes: Array<string | null> = [];
  const rowOf: BulkResolveRow[] = [];
  const problems = new Map<number, Problem>();
  const firstRowOf = new Map<number, number>();
  const addProblem = (row: BulkResolveRow, col: number, message: string) => {
    const problem = problems.get(row.rowIndx) ?? { row, errors: [] };
    problem.errors.push({ col, message });
    problems.set(row.rowIndx, problem);
  };

  let rowIndx = -1;
  try {
    for await (const record of readCsvRows(ctx.files.read(file.storage_key))) {
      if (rowIndx === -1) {
        if (!isBulkResolveHeader(record)) throw notFound(BULK_RESOLVE_INVALID_FILE);
        rowIndx = 0;
        continue;
      }
      const row: BulkResolveRow = {
        rowIndx: rowIndx++,
        csvMonitorRecordId: record.cells[0] ?? '',
        csvNewProgressStatus: record.cells[1] ?? '',
        csvNote: record.cells[2] ?? '',
      };
      const checked = checkBulkResolveCells(record.cells);
      for (const error of checked.errors) addProblem(row, error.col, error.message);
      if (!checked.value) continue;
      const first = firstRowOf.get(checked.value.alertId);
      if (first !== undefined) {
        addProblem(row, 0, monitorRecordRepeated(row.csvMonitorRecordId, first));
        continue;
      }
      firstRowOf.set(checked.value.alertId, row.rowIndx);
      ids.push(checked.value.alertId);
      statuses.push(checked.value.status);
      notes.push(checked.value.note);
      rowOf.push(row);
    }
  } catch (error) {
    if (error instanceof UnreadableCsvFileError) throw notFound(BULK_RESOLVE_INVALID_FILE);
    throw error;
  }
  if (rowIndx === -1) throw notFound(BULK_RESOLVE_INVALID_FILE);
  if (rowIndx === 0) throw validationFailed('The file has no rows under its header.', { file: 'The file has no rows under its header.' });
  const totalRows = rowIndx;

  return ctx.db.transaction().execute(async (trx) => {
    const current = await lockAlerts(trx, ids);
    let statusChanged = 0;
    ids.forEach((id, i) => {
      const status = current.get(id);
      if (status === undefined) addProblem(rowOf[i]!, 0, monitorRecordNotFound(rowOf[i]!.csvMonitorRecordId));
      else if (status === statuses[i] && !notes[i]) addProblem(rowOf[i]!, 1, alreadyInStatus(status));
      else if (status !== statuses[i]) statusChanged++;
    });
    if (problems.size) throw new BulkResolveRowsRejected(rejection(problems, totalRows));

    const decided = await applyAlertDecisions(
      trx,
      { actor, requestId: ctx.requestId, ip: ctx.ip, fileId: file.id },
      { ids, statuses, notes },
    );
    for (const group of decided) {
      if (group.count === 1) {
        await notifyAlertOutcome(ctx, trx, {
          id: group.alertId,
          vendorId: group.vendorId,
          subjectType: group.subjectType,
          sourceName: group.sourceName,
          outcome: group.outcome,
          note: group.note ?? undefined,
        });
      } else {
        await notifyAlertOutcomes(ctx, trx, group);
      }
    }
    await recordAudit(trx, ctx, {
      action: 'alert-upload.applied',
      entityType: 'file',
      entityId: file.id,
      details: { filename: file.filename, rows: totalRows, statusChanged },
    });
    return { rows: totalRows, statusChanged };
  });
}

/** The header names the three columns in order (any case); empty cells after them are ignored. */
function isBulkResolveHeader(record: CsvRow): boolean {
  const cells = [...record.cells];
  while (cells.length > BULK_RESOLVE_HEADER.length && cells[cells.length - 1] === '') cells.pop();
  return (
    cells.length === BULK_RESOLVE_HEADER.length && cells.every((cell, i) => cell.toLowerCase() === BULK_RESOLVE_HEADER[i]!.toLowerCase())
  );
}

function rejection(problems: Map<number, Problem>, totalRows: number): BulkResolveRejected {
  const shown = [...problems.values()].sort((a, b) => a.row.rowIndx - b.row.rowIndx).slice(0, PREVIEW_LIMIT);
  return {
    data: shown.map((p) => p.row),
    validationErrors: shown.flatMap((p) => p.errors.map((e) => ({ rowIndx: p.row.rowIndx, colIndx: e.col, errorMessage: e.message }))),
    invalidRows: problems.size,
    totalRows,
  };
}
