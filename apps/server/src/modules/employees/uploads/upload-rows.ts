import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { EMPLOYEE_UPLOAD_HEADER } from '@app/shared/employees/uploads';

export interface UploadRow {
  /** 1-based line in the file where the row starts. */
  line: number;
  cells: string[];
}

export class TemplateMismatchError extends Error {}

/**
 * Streams the data rows of an employee upload (csv-parse: BOM, CRLF, quoted fields, blank lines).
 * The header must be the template's exactly, else TemplateMismatchError. Never holds the file.
 */
export async function* readUploadRows(input: Readable): AsyncGenerator<UploadRow> {
  const parser = input.pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, skip_records_with_empty_values: true, info: true }),
  );
  let headerSeen = false;
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    if (!headerSeen) {
      const header = record.map((cell) => cell.trim());
      if (header.length !== EMPLOYEE_UPLOAD_HEADER.length || header.some((cell, i) => cell !== EMPLOYEE_UPLOAD_HEADER[i])) {
        input.destroy();
        throw new TemplateMismatchError('The header does not match the template');
      }
      headerSeen = true;
      continue;
    }
    yield { line: info.lines, cells: record.map((cell) => cell.trim()) };
  }
  if (!headerSeen) throw new TemplateMismatchError('The file is empty');
}
