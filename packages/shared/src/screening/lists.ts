import { z } from 'zod';
import { text } from '../validation/text';

export const ListSnapshot = z.object({
  id: z.number().int(),
  sourceId: z.string(),
  status: z.enum(['IMPORTING', 'ACTIVE', 'SUPERSEDED', 'FAILED', 'DUPLICATE']),
  mode: z.enum(['FULL', 'SUPPLEMENT']),
  fileName: z.string(),
  fileSha256: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  rowsRead: z.number().int(),
  recordCount: z.number().int(),
  addedCount: z.number().int(),
  removedCount: z.number().int(),
  changedCount: z.number().int(),
  issueCount: z.number().int(),
  issues: z.array(z.object({ file: z.string(), line: z.number().int(), reason: z.string() })),
  error: z.string().nullable(),
  /** The username of the admin who uploaded the file; null for the daily download. */
  importedBy: z.string().nullable(),
  /** Demo data (a synthetic fixture), not the published list. */
  demo: z.boolean(),
  /** The stored list file it was read from (GET /services/files/{id}; importable again), null before issue 34. */
  sourceFileId: z.number().int().nullable(),
});
export type ListSnapshot = z.infer<typeof ListSnapshot>;

export const ListSource = z.object({
  id: z.string(),
  name: z.string(),
  /** Federal lists (LEIE, SAM, OFAC) or a state Medicaid list. */
  kind: z.enum(['federal', 'state']),
  /** State lists: the publisher's page, the file format, how the file is fetched and how often it changes. */
  publisherPage: z.string().nullable(),
  format: z.string().nullable(),
  fetchKind: z.string().nullable(),
  cadence: z.string().nullable(),
  /** Why a download may need an admin (bot blocking, a JavaScript portal…). */
  downloadNote: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  downloadEnabled: z.boolean(),
  /** Records in force. */
  recordCount: z.number().int(),
  lastDownloadAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  currentSnapshot: ListSnapshot.nullable(),
});

export const ImportListRequest = z.object({
  sourceId: text().regex(/^(leie|sam|ofac|state:[A-Z]{2})$/, { message: 'Unknown list source' }),
  fileId: z.number().int().positive(),
  /** Further files of the same list, imported with the first as one snapshot (MN publishes two workbooks). */
  moreFileIds: z.array(z.number().int().positive()).max(3, { message: 'At most four files make one list' }).optional(),
});

export const ImportOutcome = z.object({
  snapshotId: z.number().int(),
  status: z.enum(['ACTIVE', 'DUPLICATE', 'FAILED']),
  recordCount: z.number().int(),
  added: z.number().int(),
  removed: z.number().int(),
  changed: z.number().int(),
  issues: z.number().int(),
  error: z.string().optional(),
});

export const ScreeningRun = z.object({
  id: z.number().int(),
  kind: z.enum(['SUBJECT', 'SNAPSHOT', 'FULL']),
  snapshotId: z.number().int().nullable(),
  status: z.enum(['RUNNING', 'FINISHED', 'FAILED']),
  subjectsTotal: z.number().int(),
  subjectsDone: z.number().int(),
  alertsCreated: z.number().int(),
  alertsUpdated: z.number().int(),
  alertsClosed: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
});

/** Admin: where a source is downloaded from and whether the daily download runs. */
export const UpdateListSourceRequest = z.object({
  downloadUrl: text()
    .url({ message: 'Enter a valid http(s) URL' })
    .regex(/^https?:\/\//, { message: 'Enter a valid http(s) URL' })
    .nullable(),
  downloadEnabled: z.boolean(),
});
