import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { BatchOutcome } from './apply-vendor-master';
import type { ImportClient } from './check-import-file';
import type { InvoiceRow } from './import-rows';

/**
 * Applies one batch of valid invoice rows (inside the batch's transaction): an invoice is the importing
 * client's (vendor number, invoice number); a new one is inserted, a known one updated only when a value
 * differs (so the same file twice changes nothing, and keeps the import that wrote it). Each is linked to
 * the client's COV with its vendor number (the importing facility's first), or left unlinked.
 */
export async function applyInvoiceBatch(
  db: Db,
  deps: { client: ImportClient; importId: number },
  rows: InvoiceRow[],
): Promise<BatchOutcome> {
  const { client, importId } = deps;
  const { rows: written } = await sql<{ inserted: boolean }>`
    WITH input AS (
      SELECT u.*,
             (SELECT v.id FROM covs v
               WHERE v.vendor_number = u.vendor_number AND v.client_id = ANY(${client.clientIds}::bigint[]) AND NOT v.trashed
               ORDER BY (v.client_id = ${client.clientId}) DESC, v.id LIMIT 1) AS cov_id
        FROM unnest(${rows.map((r) => r.vendorNumber)}::text[], ${rows.map((r) => r.invoiceNumber)}::text[],
                    ${rows.map((r) => r.invoiceDate)}::date[], ${rows.map((r) => r.paymentDate)}::date[],
                    ${rows.map((r) => r.paymentDueDate)}::date[], ${rows.map((r) => r.paymentStatus)}::text[],
                    ${rows.map((r) => r.amountCents)}::bigint[])
             AS u(vendor_number, invoice_number, invoice_date, payment_date, payment_due_date, payment_status, amount_cents)
    )
    INSERT INTO invoices AS i (client_id, cov_id, vendor_number, invoice_number, invoice_date, payment_date, payment_due_date,
                               payment_status, amount_cents, import_id)
    SELECT ${client.clientId}, cov_id, vendor_number, invoice_number, invoice_date, payment_date, payment_due_date,
           payment_status, amount_cents, ${importId}
      FROM input
    ON CONFLICT (client_id, vendor_number, invoice_number) DO UPDATE
       SET cov_id = COALESCE(EXCLUDED.cov_id, i.cov_id), invoice_date = EXCLUDED.invoice_date, payment_date = EXCLUDED.payment_date,
           payment_due_date = EXCLUDED.payment_due_date, payment_status = EXCLUDED.payment_status,
           amount_cents = EXCLUDED.amount_cents, import_id = EXCLUDED.import_id, updated_at = now()
     WHERE (i.invoice_date, i.payment_date, i.payment_due_date, i.payment_status, i.amount_cents, i.cov_id)
           IS DISTINCT FROM (EXCLUDED.invoice_date, EXCLUDED.payment_date, EXCLUDED.payment_due_date, EXCLUDED.payment_status,
                             EXCLUDED.amount_cents, COALESCE(EXCLUDED.cov_id, i.cov_id))
    RETURNING (xmax = 0) AS inserted`.execute(db);
  const created = written.filter((row) => row.inserted).length;
  return { created, updated: written.length - created, unchanged: rows.length - written.length };
}
