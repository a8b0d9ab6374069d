import { INVOICE_FILE_HEADER, VENDOR_MASTER_HEADER } from '@app/shared/client-imports/client-imports';
import { toSafeCsv } from '@app/shared/platform/csv';
import { importFileNow } from '../../modules/client-imports/import-file-now';
import type { FieldEncryption } from '../../platform/crypto/field-encryption';
import type { Db } from '../../platform/db/database';
import type { FileStorage } from '../../platform/files/file-storage';
import { storeGeneratedFile } from '../../platform/files/store-generated-file';

/** MM/DD/YYYY `days` from today, as a client's AP system writes dates. */
function usDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * Riverside's sample vendor master and invoice file, imported through the real importer (the files are
 * stored as the client would upload them): the vendor master adds Summit Biomedical Services at Riverside
 * and at North Campus (one TIN, so one new group); the invoices are paid and open invoices of its first
 * three COVs and of Summit, an old one outside the annual spend, and one of a vendor number no COV has.
 */
export async function seedDemoImports(
  deps: { db: Db; files: FileStorage; encryption: FieldEncryption },
  input: { riversideClientId: number; username: string },
): Promise<void> {
  const { db } = deps;
  const store = (filename: string, rows: string[][]) =>
    storeGeneratedFile(deps, {
      vendorId: null,
      clientId: input.riversideClientId,
      directory: 'clientImport',
      filename,
      contentType: 'text/csv',
      content: Buffer.from(toSafeCsv(rows)),
    });

  const northCampus = await db
    .selectFrom('clients')
    .select('name')
    .where('parent_client_id', '=', input.riversideClientId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const vendorMaster = await store('riverside-vendor-master.csv', [
    [...VENDOR_MASTER_HEADER],
    ['RHS-SUMMIT-1', 'Summit Biomedical Services LLC', '41-7730021', '', 'Medical Equipment', '48 Foundry Rd, Columbus, OH 43215'],
    [
      'RHS-SUMMIT-2',
      'Summit Biomedical Services LLC',
      '41-7730021',
      northCampus.name,
      'Medical Equipment',
      '48 Foundry Rd, Columbus, OH 43215',
    ],
  ]);
  await importFileNow(deps, { clientId: input.riversideClientId, kind: 'VENDOR_MASTER', fileId: vendorMaster, username: input.username });

  const covs = await db
    .selectFrom('covs as v')
    .innerJoin('clients as c', 'c.id', 'v.client_id')
    .select(['v.vendor_number'])
    .where((eb) => eb.or([eb('c.id', '=', input.riversideClientId), eb('c.parent_client_id', '=', input.riversideClientId)]))
    .orderBy('v.id')
    .limit(3)
    .execute();
  let number = 1000;
  const invoices: string[][] = [];
  for (const [index, cov] of [...covs, { vendor_number: 'RHS-SUMMIT-1' }].entries()) {
    const invoice = (invoiceDays: number, paymentDays: number | null, dueDays: number, cents: number, status: string) =>
      invoices.push([
        cov.vendor_number,
        `RHS-${++number}`,
        usDate(invoiceDays),
        paymentDays === null ? '' : usDate(paymentDays),
        usDate(dueDays),
        dollars(cents),
        status,
      ]);
    invoice(-60, -32, -30, 125_000 + index * 40_050, 'PAID');
    invoice(-10, null, 20, 48_975 + index * 1_000, 'OPEN');
    invoice(-400, -380, -370, 9_900, 'PAID');
  }
  invoices.push(['UNMATCHED-77', `RHS-${++number}`, usDate(-15), '', usDate(15), dollars(31_500), 'OPEN']);
  const invoiceFile = await store('riverside-invoices.csv', [[...INVOICE_FILE_HEADER], ...invoices]);
  await importFileNow(deps, { clientId: input.riversideClientId, kind: 'INVOICES', fileId: invoiceFile, username: input.username });
}
