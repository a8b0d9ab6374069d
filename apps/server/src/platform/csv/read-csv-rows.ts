import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';

/** One record of a CSV file: its cells (trimmed) and the 1-based line where it starts. */
export interface CsvRow {
  line: number;
  cells: string[];
}

/** The file is not CSV we can read (broken quoting) or has no header row; the caller answers "invalid file". */
export class UnreadableCsvFileError extends Error {}

/**
 * Streams the records of a small admin CSV upload (csv-parse: BOM, CRLF, quoted fields, blank lines
 * skipped), the header first. Broken quoting ends the file with UnreadableCsvFileError: nothing past it
 * can be trusted, and these uploads are all-or-nothing.
 */
export async function* readCsvRows(input: Readable): AsyncGenerator<CsvRow> {
  const parser = input.pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, skip_records_with_empty_values: true, info: true }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      yield { line: info.lines, cells: record.map((cell) => cell.trim()) };
    }
  } catch (error) {
    input.destroy();
    throw new UnreadableCsvFileError(error instanceof Error ? error.message : 'The file is not valid CSV');
  }
}
