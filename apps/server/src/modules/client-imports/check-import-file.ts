import type { Readable } from 'node:stream';
import { clientImportHeader, type ClientImportKind } from '@app/shared/client-imports/client-imports';
import type { Db } from '../../platform/db/database';
import { readUploadRows, UnreadableCsvError } from '../employees/uploads/upload-rows';
import { checkInvoiceRow, checkVendorMasterRow, type CellError, type InvoiceRow, type VendorMasterRow } from './import-rows';

/** Valid rows are handed on this many at a time (one batch of inserts each). */
export const IMPORT_BATCH_ROWS = 2_000;

export interface ImportProblem {
  line: number;
  cells: string[];
  errors: CellError[];
}

export type ValidRows = { kind: 'VENDOR_MASTER'; rows: VendorMasterRow[] } | { kind: 'INVOICES'; rows: InvoiceRow[] };

export interface ImportFileCounts {
  valid: number;
  invalid: number;
  unreadable: boolean;
}

/** The importing client and the facilities a vendor master row may name (lower-cased name → client id). */
export interface ImportClient {
  clientId: number;
  clientIds: number[];
  facilities: ReadonlyMap<string, number>;
  facilityNames: string[];
}

/** The acting client, its sub-clients and their names, for the vendor master's Facility column. */
export async function importClient(db: Db, clientId: number): Promise<ImportClient> {
  const clients = await db
    .selectFrom('clients')
    .select(['id', 'name'])
    .where((eb) => eb.or([eb('id', '=', clientId), eb('parent_client_id', '=', clientId)]))
    .orderBy('id')
    .execute();
  return {
    clientId,
    clientIds: clients.map((client) => client.id),
    facilities: new Map(clients.map((client) => [client.name.toLowerCase(), client.id])),
    facilityNames: clients.map((client) => client.name),
  };
}

/**
 * Streams an import file and checks every row (the kind's rules, and no vendor number — per facility —
 * nor invoice number twice in the file). Valid rows reach `onValid` in batches of IMPORT_BATCH_ROWS, the
 * rest `onProblem`; only the keys already seen stay in memory, never the file. Throws
 * TemplateMismatchError for a file without the kind's header. A row csv-parse cannot read ends the check
 * as `unreadable`.
 */
export async function checkImportFile(
  input: Readable,
  kind: ClientImportKind,
  client: ImportClient,
  handlers: { onValid(batch: ValidRows): Promise<void> | void; onProblem(problem: ImportProblem): void },
): Promise<ImportFileCounts> {
  const columns = clientImportHeader(kind).length;
  const firstLineOfKey = new Map<string, number>();
  let valid = 0;
  let invalid = 0;
  let vendorRows: VendorMasterRow[] = [];
  let invoiceRows: InvoiceRow[] = [];
  const flush = async () => {
    if (vendorRows.length) await handlers.onValid({ kind: 'VENDOR_MASTER', rows: vendorRows });
    if (invoiceRows.length) await handlers.onValid({ kind: 'INVOICES', rows: invoiceRows });
    vendorRows = [];
    invoiceRows = [];
  };
  const pad = (cells: string[]) => Array.from({ length: Math.max(columns, cells.length) }, (_, i) => cells[i] ?? '');

  try {
    for await (const row of readUploadRows(input, clientImportHeader(kind))) {
      const checked =
        kind === 'VENDOR_MASTER'
          ? checkVendorMasterRow(row.cells, {
              defaultClientId: client.clientId,
              facilities: client.facilities,
              facilityNames: client.facilityNames,
            })
          : checkInvoiceRow(row.cells);
      if (checked.value) {
        const key =
          'legalName' in checked.value
            ? `${checked.value.clientId}\u0000${checked.value.vendorNumber}`
            : `${checked.value.vendorNumber}\u0000${checked.value.invoiceNumber}`;
        const earlier = firstLineOfKey.get(key);
        if (earlier !== undefined) {
          const what =
            kind === 'VENDOR_MASTER' ? 'Duplicate vendor number for this facility' : 'Duplicate invoice number for this vendor number';
          checked.errors.push({ col: kind === 'VENDOR_MASTER' ? 0 : 1, message: `${what}: also on line ${earlier} of this file` });
        } else {
          firstLineOfKey.set(key, row.line);
        }
      }
      if (checked.errors.length || !checked.value) {
        invalid++;
        handlers.onProblem({ line: row.line, cells: pad(row.cells), errors: checked.errors });
        continue;
      }
      valid++;
      if ('legalName' in checked.value) vendorRows.push(checked.value);
      else invoiceRows.push(checked.value);
      if (vendorRows.length + invoiceRows.length >= IMPORT_BATCH_ROWS) await flush();
    }
  } catch (error) {
    if (!(error instanceof UnreadableCsvError)) throw error;
    await flush();
    handlers.onProblem({ line: error.line, cells: pad([]), errors: [{ col: 0, message: error.message }] });
    return { valid, invalid: invalid + 1, unreadable: true };
  }
  await flush();
  return { valid, invalid, unreadable: false };
}
