import type { UploadValidationResponse } from '@app/shared/employees/uploads';
import { toSafeCsv } from '@app/shared/platform/csv';

/** The errors of one preview row by column index (several messages for one cell are joined). */
export function cellErrors(preview: UploadValidationResponse, rowIndex: number): Map<number, string> {
  const byColumn = new Map<number, string>();
  for (const error of preview.validationErrors) {
    if (error.rowIndx !== rowIndex) continue;
    const known = byColumn.get(error.colIndx);
    byColumn.set(error.colIndx, known ? `${known} ${error.errorMessage}` : error.errorMessage);
  }
  return byColumn;
}

/** A preview's rejected rows as the error table shows them: the line, the cells in `header`'s order, the errors. */
export function previewRows(preview: UploadValidationResponse, header: readonly string[]) {
  return preview.data.map((row, rowIndex) => {
    const errors = cellErrors(preview, rowIndex);
    return {
      line: preview.lineNumbers[rowIndex] ?? rowIndex + 1,
      values: header.map((_column, index) => row[index] ?? ''),
      errorsOf: (column: number) => (errors.has(column) ? [errors.get(column)!] : []),
    };
  });
}

/**
 * The rows with errors as a CSV to fix in a spreadsheet: the file's line, the cells as uploaded and an
 * Errors column ("SSN: SSN must be 9 digits; Dob: …", "Row" for an error of the whole row), every cell
 * formula-safe like the server's CSV exports. Built from the preview answer itself.
 */
export function rowErrorsCsv(preview: UploadValidationResponse, header: readonly string[]): string {
  const rows = previewRows(preview, header).map((row, rowIndex) => {
    const errors = [...cellErrors(preview, rowIndex)]
      .sort(([a], [b]) => a - b)
      .map(([column, message]) => `${header[column] ?? 'Row'}: ${message}`)
      .join('; ');
    return [String(row.line), ...row.values, errors];
  });
  return toSafeCsv([['Line', ...header, 'Errors'], ...rows]);
}

/** "roster.csv" → "roster-errors.csv": the error file is named after the uploaded one, else `fallback`. */
export function rowErrorsFilename(uploadedName: string | undefined, fallback: string): string {
  const base = (uploadedName ?? '').replace(/\.csv$/i, '').trim();
  return `${base || fallback}-errors.csv`;
}
