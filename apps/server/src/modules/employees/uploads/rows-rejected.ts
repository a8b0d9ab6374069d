import type { UploadValidationResponse } from '@app/shared/employees/uploads';

/** Rows with problems returned for the preview; the counts always cover the whole file. */
export const PREVIEW_LIMIT = 1_000;

/**
 * The 400 answer with the bad rows of an uploaded file (spec 000 §3 Bulk upload error response), for
 * employee uploads and client imports alike; their routes send `response` instead of the error envelope.
 */
export class RowsRejected extends Error {
  constructor(readonly response: UploadValidationResponse) {
    super('The file has rows with problems');
  }
}

/**
 * Throws the preview when the checked file may not be saved as it is: it is unreadable past some line,
 * or it has bad rows and `validOnly` does not ask for its valid rows alone (or it has none).
 */
export function rejectBadRows(
  counts: { valid: number; invalid: number; unreadable: boolean },
  problems: ReadonlyArray<{ line: number; cells: string[]; errors: ReadonlyArray<{ col: number; message: string }> }>,
  validOnly: boolean,
): void {
  if (!counts.unreadable && (counts.invalid === 0 || (validOnly && counts.valid > 0))) return;
  throw new RowsRejected({
    validationErrors: problems.flatMap((problem, rowIndx) =>
      problem.errors.map((e) => ({ rowIndx, colIndx: e.col, errorMessage: e.message })),
    ),
    data: problems.map((problem) => problem.cells),
    lineNumbers: problems.map((problem) => problem.line),
    hasValid: counts.valid > 0 && !counts.unreadable,
    validRows: counts.valid,
    invalidRows: counts.invalid,
  });
}
