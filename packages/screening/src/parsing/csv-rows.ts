import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { ParseIssueHandler } from '../model/list-record';

/** One physical CSV record with the line it starts on. */
export interface CsvRow {
  values: string[];
  /** 1-based line where the record starts. */
  line: number;
}

/** Options shared by every list parser. */
export interface CsvReadOptions {
  /** File name used in issue reports. */
  file: string;
  /** Called for each malformed row; defaults to ignoring (callers should pass one). */
  onIssue?: ParseIssueHandler;
}

/**
 * Streams CSV records from `input` without holding the file in memory.
 * Column-count problems are left to the caller (so it can name the expected layout); quoting
 * errors that csv-parse cannot recover from are reported through `onIssue` and skipped.
 */
export async function* readCsvRows(input: Readable, options: CsvReadOptions): AsyncGenerator<CsvRow> {
  const { file, onIssue } = options;
  const parser = input.pipe(
    parse({
      bom: true,
      info: true,
      relax_column_count: true,
      // Public lists contain stray quotes inside unquoted fields; keep the text rather than lose the row.
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        onIssue?.({ file, line: Number(error?.lines ?? 0), reason: `unreadable CSV: ${error?.message ?? 'unknown error'}` });
        return undefined;
      },
    }),
  );
  // Errors of the underlying stream (missing file, read failure) must surface, not hang the loop.
  input.once('error', (error) => parser.destroy(error));
  let previousEnd = 0;
  for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    const line = previousEnd + 1;
    previousEnd = item.info.lines;
    yield { values: item.record, line };
  }
}
