import { z } from 'zod';
import { text } from '../validation/text';

/** The invoice parsers the platform has (the config's validClasses): the standard invoice CSV of the import page. */
export const INVOICE_PARSER_CLASSES = ['StandardInvoiceCsvParser'] as const;

/** The spec's texts of the Import tab (spec 002 §8). */
export const IMPORT_CONFIG_SAVED = 'Save successfully';
export const IMPORT_CONFIG_SAVE_FAILED = 'Save failed. Double check the Sftp User Name.';
export const IMPORT_CONFIG_LOAD_FAILED = 'Failed to load client import config';

export const SFTP_USERNAME_REQUIRED = 'Sftp Username is required';
export const PARSER_NAME_REQUIRED = 'Parser Name is required';
export const SFTP_USERNAME_TAKEN = 'This Sftp Username is used by another client';

/** GET /services/imports/config/{clientId} (spec 002 §3 client import config). */
export const ImportConfig = z.object({
  useInvoiceData: z.boolean(),
  useSftpVendorFile: z.boolean(),
  invoiceParserClassName: z.string().nullable(),
  sftpUsername: z.string().nullable(),
  clientName: z.string(),
  validClasses: z.array(z.string()),
});
export type ImportConfig = z.infer<typeof ImportConfig>;

export const ImportConfigParams = z.object({ clientId: z.coerce.number().int().positive() });

/**
 * PUT body (spec 002 §7 and §5): Sftp Username required; Parser Name required when invoice data is used
 * and one of the valid classes; without invoice data the parser is cleared.
 */
export const ImportConfigUpdate = z
  .object({
    useInvoiceData: z.boolean(),
    useSftpVendorFile: z.boolean(),
    invoiceParserClassName: text().trim().nullable().default(null),
    sftpUsername: text().trim().min(1, { message: SFTP_USERNAME_REQUIRED }).max(100),
  })
  .superRefine((value, context) => {
    if (!value.useInvoiceData) return;
    if (!value.invoiceParserClassName) {
      context.addIssue({ code: 'custom', path: ['invoiceParserClassName'], message: PARSER_NAME_REQUIRED });
    } else if (!(INVOICE_PARSER_CLASSES as readonly string[]).includes(value.invoiceParserClassName)) {
      context.addIssue({
        code: 'custom',
        path: ['invoiceParserClassName'],
        message: `Choose one of: ${INVOICE_PARSER_CLASSES.join(', ')}`,
      });
    }
  })
  .transform((value) => ({ ...value, invoiceParserClassName: value.useInvoiceData ? value.invoiceParserClassName : null }));
export type ImportConfigUpdate = z.input<typeof ImportConfigUpdate>;

/** The client's own SFTP settings, read-only on its import page. */
export const ClientSftpSettings = z.object({
  configured: z.boolean(),
  sftpUsername: z.string().nullable(),
  useInvoiceData: z.boolean(),
  useSftpVendorFile: z.boolean(),
  invoiceParserClassName: z.string().nullable(),
});
export type ClientSftpSettings = z.infer<typeof ClientSftpSettings>;
