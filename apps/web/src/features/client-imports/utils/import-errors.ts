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

/**
 * The rows with errors as a CSV to fix in a spreadsheet (the employee upload's error file): the line,
 * the cells as uploaded and an Errors column ("TIN: TIN must be 9 digits; …"), every cell formula-safe.
 */
export function importErrorsCsv(preview: UploadValidationResponse, header: readonly string[]): string {
  const rows = preview.data.map((row, rowIndex) => {
    const errors = [...cellErrors(preview, rowIndex)]
      .sort(([a], [b]) => a - b)
      .map(([column, message]) => `${header[column] ?? 'Row'}: ${message}`)
      .join('; ');
    return [String(preview.lineNumbers[rowIndex] ?? rowIndex + 1), ...header.map((_column, index) => row[index] ?? ''), errors];
  });
  return toSafeCsv([['Line', ...header, 'Errors'], ...rows]);
}

/** "vendors.csv" → "vendors-errors.csv". */
export function importErrorsFilename(uploadedName: string | undefined): string {
  const base = (uploadedName ?? '').replace(/\.csv$/i, '').trim();
  return `${base || 'import'}-errors.csv`;
}

/** Cents as dollars: 123456 → "$1,234.56". */
export const formatCents = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
