import { sql } from 'kysely';
import type { FieldEncryption } from '../../platform/crypto/field-encryption';
import type { Db } from '../../platform/db/database';
import { covTinIndex, sealCovTin } from '../client/vendors/cov-tin';
import type { ImportClient } from './check-import-file';
import type { VendorMasterRow } from './import-rows';

export interface BatchOutcome {
  created: number;
  updated: number;
  unchanged: number;
}

interface ExistingCov {
  id: number;
  client_id: number;
  vendor_number: string;
  legal_name: string;
  tin_index: string | null;
  category: string | null;
  address: string | null;
}

const keyOf = (clientId: number, vendorNumber: string) => `${clientId}\u0000${vendorNumber}`;

/**
 * Applies one batch of valid vendor master rows (run inside the batch's transaction). A row whose
 * facility already has the vendor number updates that COV when its legal name, TIN, category or address
 * differ and is otherwise left alone (so the same file twice changes nothing); its group is kept
 * (regrouping is the admins' tool). A new vendor number becomes a COV in the group of the client's COV
 * with the same TIN (earlier batches included), else in a new group shared by the new rows with that TIN;
 * a row without a TIN gets a group of its own. Unlinked invoices of the batch's vendor numbers are linked.
 */
export async function applyVendorMasterBatch(
  db: Db,
  deps: { encryption: FieldEncryption; client: ImportClient },
  rows: VendorMasterRow[],
): Promise<BatchOutcome> {
  const { encryption, client } = deps;
  const tinIndexes = rows.map((row) => (row.tin ? covTinIndex(encryption, row.tin) : null));
  const { rows: existing } = await sql<ExistingCov>`
    SELECT v.id, v.client_id, v.vendor_number, v.legal_name, v.tin_index, v.category, v.address
      FROM covs v
      JOIN unnest(${rows.map((row) => row.clientId)}::bigint[], ${rows.map((row) => row.vendorNumber)}::text[]) AS k(client_id, vendor_number)
        ON v.client_id = k.client_id AND v.vendor_number = k.vendor_number`.execute(db);
  const byKey = new Map(existing.map((cov) => [keyOf(Number(cov.client_id), cov.vendor_number), cov]));

  const changed: Array<{ id: number; row: VendorMasterRow; tinIndex: string | null }> = [];
  const added: Array<{ row: VendorMasterRow; tinIndex: string | null }> = [];
  let unchanged = 0;
  rows.forEach((row, index) => {
    const tinIndex = tinIndexes[index] ?? null;
    const cov = byKey.get(keyOf(row.clientId, row.vendorNumber));
    if (!cov) added.push({ row, tinIndex });
    else if (
      cov.legal_name !== row.legalName ||
      cov.tin_index !== tinIndex ||
      cov.category !== row.category ||
      cov.address !== row.address
    ) {
      changed.push({ id: Number(cov.id), row, tinIndex });
    } else unchanged++;
  });

  if (changed.length) {
    const sealed = changed.map(({ row }) => (row.tin ? sealCovTin(encryption, row.tin) : null));
    await sql`
      UPDATE covs v
         SET legal_name = u.legal_name, tin_encrypted = u.tin_encrypted, tin_index = u.tin_index,
             tin_last_four = u.tin_last_four, tin_type = CASE WHEN u.tin_index IS NULL THEN 'UNKNOWN' ELSE 'EIN' END,
             category = u.category, address = u.address
        FROM unnest(${changed.map((c) => c.id)}::bigint[], ${changed.map((c) => c.row.legalName)}::text[],
                    ${sealed.map((s) => s?.tin_encrypted ?? null)}::text[], ${sealed.map((s) => s?.tin_index ?? null)}::text[],
                    ${sealed.map((s) => s?.tin_last_four ?? null)}::text[], ${changed.map((c) => c.row.category)}::text[],
                    ${changed.map((c) => c.row.address)}::text[])
             AS u(id, legal_name, tin_encrypted, tin_index, tin_last_four, category, address)
       WHERE v.id = u.id`.execute(db);
  }

  if (added.length) await insertCovs(db, deps, added);

  const numbers = [...new Set(rows.map((row) => row.vendorNumber))];
  await sql`
    UPDATE invoices i
       SET cov_id = (SELECT v.id FROM covs v
                      WHERE v.vendor_number = i.vendor_number AND v.client_id = ANY(${client.clientIds}::bigint[]) AND NOT v.trashed
                      ORDER BY (v.client_id = i.client_id) DESC, v.id LIMIT 1),
           updated_at = now()
     WHERE i.cov_id IS NULL AND i.client_id = ANY(${client.clientIds}::bigint[]) AND i.vendor_number = ANY(${numbers}::text[])`.execute(db);

  return { created: added.length, updated: changed.length, unchanged };
}

async function insertCovs(
  db: Db,
  deps: { encryption: FieldEncryption; client: ImportClient },
  added: Array<{ row: VendorMasterRow; tinIndex: string | null }>,
) {
  const tins = [...new Set(added.flatMap((a) => (a.tinIndex ? [a.tinIndex] : [])))];
  const groupOfTin = new Map<string, number>();
  if (tins.length) {
    const { rows } = await sql<{ tin_index: string; covg_id: number }>`
      SELECT DISTINCT ON (v.tin_index) v.tin_index, v.covg_id
        FROM covs v JOIN covgs g ON g.id = v.covg_id
       WHERE v.client_id = ANY(${deps.client.clientIds}::bigint[]) AND v.tin_index = ANY(${tins}::text[])
         AND NOT v.trashed AND NOT g.trashed
       ORDER BY v.tin_index, v.id`.execute(db);
    for (const row of rows) groupOfTin.set(row.tin_index, Number(row.covg_id));
  }
  // New groups: one per TIN no group has yet, one per row without a TIN; ids taken first so each row knows its own.
  const newGroups: VendorMasterRow[] = [];
  const groupIndexOfTin = new Map<string, number>();
  const groupIndexOfRow = added.map(({ row, tinIndex }) => {
    if (tinIndex && groupOfTin.has(tinIndex)) return -1;
    if (tinIndex && groupIndexOfTin.has(tinIndex)) return groupIndexOfTin.get(tinIndex)!;
    newGroups.push(row);
    if (tinIndex) groupIndexOfTin.set(tinIndex, newGroups.length - 1);
    return newGroups.length - 1;
  });
  let groupIds: number[] = [];
  if (newGroups.length) {
    const { rows: ids } = await sql<{ id: string }>`
      SELECT nextval(pg_get_serial_sequence('covgs', 'id'))::text AS id FROM generate_series(1, ${newGroups.length})`.execute(db);
    groupIds = ids.map((row) => Number(row.id));
    await sql`
      INSERT INTO covgs (id, client_id, preferred_name, category)
      SELECT * FROM unnest(${groupIds}::bigint[], ${newGroups.map(() => deps.client.clientId)}::bigint[],
                           ${newGroups.map((row) => row.legalName)}::text[], ${newGroups.map((row) => row.category)}::text[])`.execute(db);
  }
  const covgIds = added.map(({ tinIndex }, index) =>
    groupIndexOfRow[index] === -1 ? groupOfTin.get(tinIndex!)! : groupIds[groupIndexOfRow[index]!]!,
  );
  const sealed = added.map(({ row }) => (row.tin ? sealCovTin(deps.encryption, row.tin) : null));
  await sql`
    INSERT INTO covs (covg_id, client_id, vendor_number, legal_name, tin_type, tin_encrypted, tin_index, tin_last_four, category, address)
    SELECT u.covg_id, u.client_id, u.vendor_number, u.legal_name, CASE WHEN u.tin_index IS NULL THEN 'UNKNOWN' ELSE 'EIN' END,
           u.tin_encrypted, u.tin_index, u.tin_last_four, u.category, u.address
      FROM unnest(${covgIds}::bigint[], ${added.map((a) => a.row.clientId)}::bigint[], ${added.map((a) => a.row.vendorNumber)}::text[],
                  ${added.map((a) => a.row.legalName)}::text[], ${sealed.map((s) => s?.tin_encrypted ?? null)}::text[],
                  ${sealed.map((s) => s?.tin_index ?? null)}::text[], ${sealed.map((s) => s?.tin_last_four ?? null)}::text[],
                  ${added.map((a) => a.row.category)}::text[], ${added.map((a) => a.row.address)}::text[])
           AS u(covg_id, client_id, vendor_number, legal_name, tin_encrypted, tin_index, tin_last_four, category, address)`.execute(db);
}
