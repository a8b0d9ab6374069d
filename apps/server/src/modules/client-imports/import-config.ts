import type { z } from 'zod';
import {
  INVOICE_PARSER_CLASSES,
  SFTP_USERNAME_TAKEN,
  type ClientSftpSettings,
  type ImportConfig,
  type ImportConfigUpdate,
} from '@app/shared/client-imports/import-config';
import { recordAudit } from '../../platform/audit/audit-log';
import { readableClientScope } from '../../platform/auth/tenant-scope';
import { requireActor, type ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { conflict } from '../../platform/errors';
import { clientNameOrNotFound } from '../client/client-name';

async function configRow(db: Db, clientId: number) {
  return db.selectFrom('client_import_configs').selectAll().where('client_id', '=', clientId).executeTakeFirst();
}

/** A client's SFTP import settings (admins); a client never configured reads as all off with no username. */
export async function getImportConfig(ctx: ServiceContext, clientId: number): Promise<ImportConfig> {
  const name = await clientNameOrNotFound(ctx.db, clientId);
  const row = await configRow(ctx.db, clientId);
  return {
    useInvoiceData: row?.use_invoice_data ?? false,
    useSftpVendorFile: row?.use_sftp_vendor_file ?? false,
    invoiceParserClassName: row?.invoice_parser_class_name ?? null,
    sftpUsername: row?.sftp_username ?? null,
    clientName: name,
    validClasses: [...INVOICE_PARSER_CLASSES],
  };
}

/**
 * Saves a client's SFTP import settings (spec 002 §5 rules in the schema); an SFTP username is one
 * client's only (409, which the tab shows as 'Save failed. Double check the Sftp User Name.').
 */
export async function saveImportConfig(
  ctx: ServiceContext,
  clientId: number,
  input: z.output<typeof ImportConfigUpdate>,
): Promise<ImportConfig> {
  const actor = requireActor(ctx);
  await clientNameOrNotFound(ctx.db, clientId);
  await ctx.db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('client_import_configs')
      .select('client_id')
      .where('sftp_username', '=', input.sftpUsername)
      .where('client_id', '!=', clientId)
      .executeTakeFirst();
    if (taken) throw conflict(SFTP_USERNAME_TAKEN, { sftpUsername: SFTP_USERNAME_TAKEN });
    const values = {
      sftp_username: input.sftpUsername,
      use_invoice_data: input.useInvoiceData,
      use_sftp_vendor_file: input.useSftpVendorFile,
      invoice_parser_class_name: input.invoiceParserClassName,
      updated_by: actor.userId,
      updated_at: new Date(),
    };
    await trx
      .insertInto('client_import_configs')
      .values({ client_id: clientId, ...values })
      .onConflict((oc) => oc.column('client_id').doUpdateSet(values))
      .execute();
    await recordAudit(trx, ctx, { action: 'client-import-config.saved', entityType: 'client', entityId: clientId, details: input });
  });
  return getImportConfig(ctx, clientId);
}

/** The acting client's own SFTP settings, read-only on its import page. */
export async function clientSftpSettings(ctx: ServiceContext): Promise<ClientSftpSettings> {
  const scope = await readableClientScope(ctx);
  const row = await configRow(ctx.db, scope.clientId);
  return {
    configured: row !== undefined,
    sftpUsername: row?.sftp_username ?? null,
    useInvoiceData: row?.use_invoice_data ?? false,
    useSftpVendorFile: row?.use_sftp_vendor_file ?? false,
    invoiceParserClassName: row?.invoice_parser_class_name ?? null,
  };
}
