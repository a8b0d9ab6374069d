import { CLIENT_IMPORT_HISTORY_LIMIT, type ClientImport } from '@app/shared/client-imports/client-imports';
import { readableClientScope } from '../../platform/auth/tenant-scope';
import type { ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';

function importsQuery(db: Db) {
  return db
    .selectFrom('client_imports')
    .select([
      'id',
      'kind',
      'filename',
      'username',
      'created_at',
      'finished_at',
      'status',
      'rows_total',
      'rows_done',
      'rows_created',
      'rows_updated',
      'rows_unchanged',
      'rows_skipped',
      'error',
    ]);
}

type ImportRow = Awaited<ReturnType<ReturnType<typeof importsQuery>['executeTakeFirstOrThrow']>>;

const toClientImport = (row: ImportRow): ClientImport => ({
  id: Number(row.id),
  kind: row.kind,
  filename: row.filename,
  username: row.username,
  submittedAt: row.created_at.toISOString(),
  finishedAt: row.finished_at?.toISOString() ?? null,
  status: row.status,
  rowsTotal: row.rows_total,
  rowsDone: Math.min(row.rows_done, row.rows_total),
  created: row.rows_created,
  updated: row.rows_updated,
  unchanged: row.rows_unchanged,
  skipped: row.rows_skipped,
  error: row.error,
});

/** The acting client's latest imports (its own, not its facilities' users'), newest first. */
export async function listClientImports(ctx: ServiceContext): Promise<ClientImport[]> {
  const scope = await readableClientScope(ctx);
  const rows = await importsQuery(ctx.db)
    .where('client_id', '=', scope.clientId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(CLIENT_IMPORT_HISTORY_LIMIT)
    .execute();
  return rows.map(toClientImport);
}

/** One import of the acting client (the page polls it for the progress bar); another client's is 404. */
export async function getClientImport(ctx: ServiceContext, importId: number): Promise<ClientImport> {
  const scope = await readableClientScope(ctx);
  const row = await importsQuery(ctx.db).where('id', '=', importId).where('client_id', '=', scope.clientId).executeTakeFirst();
  if (!row) throw notFound('Import not found.');
  return toClientImport(row);
}
