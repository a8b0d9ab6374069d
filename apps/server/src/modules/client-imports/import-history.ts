import { sql } from 'kysely';
import {
  CLIENT_IMPORT_HISTORY_LIMIT,
  type ClientAnnualSpendPage,
  type ClientAnnualSpendQuery,
  type ClientImport,
} from '@app/shared/client-imports/client-imports';
import type { z } from 'zod';
import { readableClientScope } from '../../platform/auth/tenant-scope';
import type { ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { COUNTS_TOWARDS_ANNUAL_SPEND } from '../invoices/invoice-queries';

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

/**
 * The acting client's annual spend per vendor number (its and its facilities' invoices, the admin's
 * rule: included invoices paid in the last 365 days), largest first, with the linked COV's legal name.
 */
export async function clientAnnualSpend(
  ctx: ServiceContext,
  query: z.output<typeof ClientAnnualSpendQuery>,
): Promise<ClientAnnualSpendPage> {
  const scope = await readableClientScope(ctx);
  const { rows } = await sql<{ vendor_number: string; legal_name: string | null; spend: string; invoices: number; total: number }>`
    SELECT i.vendor_number,
           min(v.legal_name) AS legal_name,
           COALESCE(sum(i.amount_cents) FILTER (WHERE ${COUNTS_TOWARDS_ANNUAL_SPEND}), 0)::text AS spend,
           count(*)::int AS invoices,
           count(*) OVER ()::int AS total
      FROM invoices i
      LEFT JOIN covs v ON v.id = i.cov_id
     WHERE i.client_id = ANY(${scope.clientIds}::bigint[])
     GROUP BY i.vendor_number
     ORDER BY COALESCE(sum(i.amount_cents) FILTER (WHERE ${COUNTS_TOWARDS_ANNUAL_SPEND}), 0) DESC, i.vendor_number
     LIMIT ${query.size} OFFSET ${query.page * query.size}`.execute(ctx.db);
  return {
    total: rows[0]?.total ?? 0,
    content: rows.map((row) => ({
      vendorNumber: row.vendor_number,
      legalName: row.legal_name,
      annualSpend: Number(row.spend),
      invoiceCount: row.invoices,
    })),
  };
}
