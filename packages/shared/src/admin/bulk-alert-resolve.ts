import { z } from 'zod';
import { UploadValidationError } from '../employees/uploads';
import { ALERT_NOTE_MAX, ReviewerAlertStatus } from '../screening/alerts';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../validation/text';

/** The bulk resolve file's columns, in order (spec 002 §5): the header must name them so. */
export const BULK_RESOLVE_HEADER = ['Monitor Record ID', 'Progress Status', 'Note'] as const;
export const BULK_RESOLVE_DIRECTORY = 'alertBulkResolve';

/** The 404 text of a file whose columns are not the three above (spec 002 §8). */
export const BULK_RESOLVE_INVALID_FILE =
  'Invalid file. Please upload a file with three columns in this order: Monitor Record ID, Progress Status, Note';
export const BULK_RESOLVE_UNKNOWN_ERROR = 'Unknown error';

/** POST /services/monitor-alert/uploads: an uploaded file (directory alertBulkResolve). */
export const BulkUploadRequest = z.object({ fileId: z.number().int().positive() });

/** A row of the file as read (spec 002 §3 bulk-resolve row); `rowIndx` counts data rows from 0 (the header is not one). */
export const BulkResolveRow = z.object({
  rowIndx: z.number().int(),
  csvMonitorRecordId: z.string(),
  csvNewProgressStatus: z.string(),
  csvNote: z.string(),
});
export type BulkResolveRow = z.infer<typeof BulkResolveRow>;

/**
 * 400 answer of a file with bad rows (spec 002 §3, §8): the bad rows (at most the first 1,000) and what is
 * wrong with each cell (`rowIndx` names a row of `data` by its own rowIndx; `colIndx` 0 = Monitor Record
 * ID, 1 = Progress Status, 2 = Note). Nothing was changed.
 */
export const BulkResolveRejected = z.object({
  data: z.array(BulkResolveRow),
  validationErrors: z.array(UploadValidationError),
  /** Every bad row of the file, also those past the preview. */
  invalidRows: z.number().int(),
  totalRows: z.number().int(),
});
export type BulkResolveRejected = z.infer<typeof BulkResolveRejected>;

/** 200 answer: every row applied in one transaction. */
export const BulkResolveResult = z.object({
  /** Rows of the file (each one alert). */
  rows: z.number().int(),
  /** Alerts whose progress status changed (the others kept theirs and got the note in their history). */
  statusChanged: z.number().int(),
});
export type BulkResolveResult = z.infer<typeof BulkResolveResult>;

export const MONITOR_RECORD_ID_REQUIRED = 'Monitor Record ID is required';
export const MONITOR_RECORD_ID_FORMAT = 'Monitor Record ID must be the number of an alert';
export const PROGRESS_STATUS_FORMAT = `Progress Status must be one of ${ReviewerAlertStatus.options.join(', ')}`;
export const NOTE_TOO_LONG = `Max of ${ALERT_NOTE_MAX} characters`;
export const monitorRecordNotFound = (id: string) => `Monitor Record ID ${id} does not exist`;
export const monitorRecordRepeated = (id: string, firstRowIndx: number) =>
  `Monitor Record ID ${id} is already on line ${firstRowIndx + 2} of the file`;
/** The single resolve's rule (422 there): setting the status an alert has says nothing without a note. */
export const alreadyInStatus = (status: string) => `The alert is already ${status}; add a note to record a comment.`;
export const tooManyColumns = (count: number) => `The row has ${count} columns; the file has 3`;

/** A row that passed the cell rules; the database rules (alert exists, not twice, a change or a note) come after. */
export interface CheckedBulkResolveRow {
  alertId: number;
  status: z.infer<typeof ReviewerAlertStatus>;
  note: string | null;
}

/**
 * The cell rules of one row (spec 002 §5): Monitor Record ID a whole number, Progress Status OPEN,
 * CONFIRMED or CLEARED (any case), Note optional, at most 2,000 characters, no control characters.
 */
export function checkBulkResolveCells(cells: readonly string[]): {
  value: CheckedBulkResolveRow | null;
  errors: Array<{ col: number; message: string }>;
} {
  const errors: Array<{ col: number; message: string }> = [];
  const [id = '', status = '', note = ''] = cells.map((cell) => cell.trim());
  if (cells.length > BULK_RESOLVE_HEADER.length && cells.slice(3).some((cell) => cell.trim() !== '')) {
    errors.push({ col: 0, message: tooManyColumns(cells.length) });
  }
  if (!id) errors.push({ col: 0, message: MONITOR_RECORD_ID_REQUIRED });
  else if (!/^\d{1,15}$/.test(id) || Number(id) === 0) errors.push({ col: 0, message: MONITOR_RECORD_ID_FORMAT });
  const parsedStatus = ReviewerAlertStatus.safeParse(status.toUpperCase());
  if (!parsedStatus.success) errors.push({ col: 1, message: PROGRESS_STATUS_FORMAT });
  if (note.length > ALERT_NOTE_MAX) errors.push({ col: 2, message: NOTE_TOO_LONG });
  else if (hasControlCharacters(note, { multiline: true })) errors.push({ col: 2, message: CONTROL_CHARACTERS_MESSAGE });
  if (errors.length || !parsedStatus.success) return { value: null, errors };
  return { value: { alertId: Number(id), status: parsedStatus.data, note: note || null }, errors };
}
