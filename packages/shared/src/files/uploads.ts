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
} as const;
