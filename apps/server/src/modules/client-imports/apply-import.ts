import { sql } from 'kysely';
import type { ClientImportKind } from '@app/shared/client-imports/client-imports';
import type { AppDeps } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { applyInvoiceBatch } from './apply-invoices';
import { applyVendorMasterBatch, type BatchOutcome } from './apply-vendor-master';
import { checkImportFile, importClient } from './check-import-file';

/**
 * Applies the valid rows of a submitted import: streams its file again, each batch of valid rows written
 * in its own transaction together with the import's progress and counts (so the page's bar moves and
 * memory stays flat whatever the file's size). A run starts its counts from zero; rows an interrupted run
 * already wrote are found unchanged, so running again is safe. Ends COMPLETE (or throws; the caller marks
 * it FAILED). `deps.db` may be a transaction (the demo seed): batches then run inside it.
 */
export async function applyClientImport(
  deps: Pick<AppDeps, 'db' | 'files' | 'encryption'>,
  upload: { id: number; clientId: number; kind: ClientImportKind; storageKey: string },
): Promise<void> {
  const { db } = deps;
  const inBatch = <T>(work: (trx: Db) => Promise<T>): Promise<T> =>
    db.isTransaction ? work(db) : db.transaction().execute((trx) => work(trx));
  const client = await importClient(db, upload.clientId);
  await db
    .updateTable('client_imports')
    .set({ status: 'RUNNING', rows_done: 0, rows_created: 0, rows_updated: 0, rows_unchanged: 0, rows_skipped: 0, error: null })
    .where('id', '=', upload.id)
    .execute();

  let skipped = 0;
  let skippedWritten = 0;
  const progress = async (trx: Db, outcome: BatchOutcome, rows: number) => {
    const newlySkipped = skipped - skippedWritten;
    skippedWritten = skipped;
    await trx
      .updateTable('client_imports')
      .set((eb) => ({
        rows_done: eb('rows_done', '+', rows + newlySkipped),
        rows_created: eb('rows_created', '+', outcome.created),
        rows_updated: eb('rows_updated', '+', outcome.updated),
        rows_unchanged: eb('rows_unchanged', '+', outcome.unchanged),
        rows_skipped: eb('rows_skipped', '+', newlySkipped),
      }))
      .where('id', '=', upload.id)
      .execute();
  };
  const none: BatchOutcome = { created: 0, updated: 0, unchanged: 0 };

  const counts = await checkImportFile(deps.files.read(upload.storageKey), upload.kind, client, {
    onProblem: () => {
      skipped++;
    },
    onValid: async (batch) => {
      await inBatch(async (trx) => {
        // One client's imports apply one batch at a time: two files adding the same vendor number wait, not fail.
        await sql`SELECT pg_advisory_xact_lock(hashtext('client-imports'), ${client.clientId}::int)`.execute(trx);
        const outcome =
          batch.kind === 'VENDOR_MASTER'
            ? await applyVendorMasterBatch(trx, { encryption: deps.encryption, client }, batch.rows)
            : await applyInvoiceBatch(trx, { client, importId: upload.id }, batch.rows);
        await progress(trx, outcome, batch.rows.length);
      });
    },
  });
  // Bad rows after the last batch are counted with the completion.
  await inBatch(async (trx) => {
    await progress(trx, none, 0);
    await trx
      .updateTable('client_imports')
      .set({ status: 'COMPLETE', finished_at: new Date(), rows_total: counts.valid + counts.invalid })
      .where('id', '=', upload.id)
      .execute();
  });
}
