import { z } from 'zod';

/** The answer to an upload (POST /services/files): the stored file's id and name. */
export const UploadedFile = z.object({ id: z.number().int(), name: z.string() });
export type UploadedFile = z.infer<typeof UploadedFile>;

const MB = 1024 * 1024;

/**
 * The size limit of each upload directory (the `directory-name` header). The server enforces them; the
 * browser checks the same numbers so a file that is too big is refused before it is sent.
 */
export const UPLOAD_MAX_BYTES = {
  employeeUpload: 25 * MB,
  evd: 100 * MB,
  POM: 100 * MB,
  w9: 25 * MB,
  'marketplace-logo': Math.floor(0.8 * MB),
  listImport: 200 * MB,
  covgGrouping: 25 * MB,
  enrollmentDueDate: 25 * MB,
  alertBulkResolve: 25 * MB,
  alertEvidence: 25 * MB,
  clientImport: 100 * MB,
  todoDocument: 10 * MB,
} as const;

/** A size limit in MB: whole numbers as they are (100 MB), smaller limits with one decimal (0.8 MB). */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / MB;
  return `${Number.isInteger(megabytes) || megabytes >= 10 ? Math.round(megabytes) : Number(megabytes.toFixed(1))} MB`;
}

/**
 * The text of a file over its directory's limit: the server's 413 answer and the browser's own check
 * before sending say the same words.
 */
export const fileTooLargeMessage = (maxBytes: number) =>
  `File too large: the limit is ${formatMegabytes(maxBytes)}. Please upload a smaller file.`;
