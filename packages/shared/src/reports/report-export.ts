import { z } from 'zod';
import { AuditQuery } from './audit';

/** The Audit page lists at most this many subjects (one JSON answer); the CSV streams any number. */
export const AUDIT_PAGE_MAX_SUBJECTS = 5_000;
/** A monitoring audit PDF of at most this many subjects is rendered within its request; a larger one by a job. */
export const AUDIT_PDF_SYNC_MAX_SUBJECTS = 1_000;
/** The largest monitoring audit made as a PDF at all (about 1,700 pages); the CSV has no such limit. */
export const AUDIT_PDF_MAX_SUBJECTS = 50_000;

export const StartReportExport = z.object({ kind: z.literal('AUDIT_PDF'), query: AuditQuery });

/** An export prepared in the background: its progress, then the file to download (GET /services/files/{fileId}). */
export const ReportExport = z.object({
  id: z.number().int(),
  kind: z.literal('AUDIT_PDF'),
  status: z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED']),
  /** Subjects rendered so far, of `total`. */
  done: z.number().int(),
  total: z.number().int(),
  fileId: z.number().int().nullable(),
  filename: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ReportExport = z.infer<typeof ReportExport>;
