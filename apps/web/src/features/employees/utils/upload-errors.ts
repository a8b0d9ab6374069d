import { EMPLOYEE_UPLOAD_HEADER, type UploadValidationResponse } from '@app/shared/employees/uploads';
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

/** A column's name in the template, or "Row" for an error of the whole row. */
const columnName = (columnIndex: number) => EMPLOYEE_UPLOAD_HEADER[columnIndex] ?? 'Row';

/**
 * The rows with errors as a CSV the vendor can fix in a spreadsheet: the file's line number, the cells as
 * uploaded and an Errors column ("SSN: SSN must be 9 digits; Dob: …"). Built from the preview answer
 * itself, every cell formula-safe like the server's CSV exports.
 */
export function uploadErrorsCsv(preview: UploadValidationResponse): string {
  const rows = preview.data.map((row, rowIndex) => {
    const errors = [...cellErrors(preview, rowIndex)]
      .sort(([a], [b]) => a - b)
      .map(([column, message]) => `${columnName(column)}: ${message}`)
      .join('; ');
    const cells = EMPLOYEE_UPLOAD_HEADER.map((_column, columnIndex) => row[columnIndex] ?? '');
    return [String(preview.lineNumbers[rowIndex] ?? rowIndex + 1), ...cells, errors];
  });
  return toSafeCsv([['Line', ...EMPLOYEE_UPLOAD_HEADER, 'Errors'], ...rows]);
}

/** "roster.csv" → "roster-errors.csv": the error file is named after the uploaded one. */
export function uploadErrorsFilename(uploadedName: string | undefined): string {
  const base = (uploadedName ?? '').replace(/\.csv$/i, '').trim();
  return `${base || 'employee-upload'}-errors.csv`;
}
