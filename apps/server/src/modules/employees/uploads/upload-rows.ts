import type { Readable } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import { EMPLOYEE_UPLOAD_HEADER } from '@app/shared/employees/uploads';

export interface UploadRow {
  /** 1-based line in the file where the row starts. */
  line: number;
  cells: string[];
}

export class TemplateMismatchError extends Error {}

/** A row csv-parse cannot read (broken quoting); the file cannot be trusted past it. The message names the line. */
export class UnreadableCsvError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`Line ${line} could not be read: ${reason}`);
  }
}

const QUOTING_HELP = 'Put the whole field in double quotes and double each quote inside it (e.g. "Bob ""Bobby"" Lee").';

/**
 * Streams the data rows of an employee upload (csv-parse: BOM, CRLF, quoted fields, blank lines), or of
 * another bulk file with its own `header` (the client imports).
 * The header must be the template's exactly, else TemplateMismatchError; the rows before one with broken
 * quoting are read, then UnreadableCsvError names its line. Never holds the file.
 */
export async function* readUploadRows(
  input: Readable,
  expectedHeader: readonly string[] = EMPLOYEE_UPLOAD_HEADER,
): AsyncGenerator<UploadRow> {
  // csv-parse skips a record it cannot read (instead of failing the stream and losing the records it had
  // already parsed); on_record and on_skip run in file order, so we know how many records came before it.
  let parsed = 0;
  let lastRecordEnd = 0;
  // Set from on_skip, a callback (a plain `null` initialiser would narrow it to null for good).
  let unreadable = null as { error: UnreadableCsvError; after: number } | null;
  const parser = input.pipe(
    parse({
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      info: true,
      skip_records_with_error: true,
      on_record: (record: string[], context: { lines: number }) => {
        parsed++;
        lastRecordEnd = context.lines;
        return record;
      },
      on_skip: (error: CsvError | undefined) => {
        unreadable ??= { error: unreadableCsvError(error, lastRecordEnd + 1), after: parsed };
        return undefined;
      },
    }),
  );
  let headerSeen = false;
  let read = 0;
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    if (unreadable && read === unreadable.after) break;
    read++;
    if (!headerSeen) {
      const header = record.map((cell) => cell.trim());
      if (header.length !== expectedHeader.length || header.some((cell, i) => cell !== expectedHeader[i])) {
        input.destroy();
        throw new TemplateMismatchError('The header does not match the template');
      }
      headerSeen = true;
      continue;
    }
    yield { line: info.lines, cells: record.map((cell) => cell.trim()) };
  }
  if (!headerSeen) throw new TemplateMismatchError(unreadable ? 'The header could not be read' : 'The file is empty');
  if (unreadable) {
    input.destroy();
    throw unreadable.error;
  }
}

/** What csv-parse could not read, in words; `recordStart` is the line where the failing record began. */
function unreadableCsvError(error: CsvError | undefined, recordStart: number): UnreadableCsvError {
  const reported = typeof error?.lines === 'number' ? error.lines : recordStart;
  switch (error?.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      // Reported at the end of the file: the quote was opened in the record after the last one read.
      return new UnreadableCsvError(recordStart, 'a quote opened here is never closed, so the rest of the file reads as one field.');
    case 'INVALID_OPENING_QUOTE':
      return new UnreadableCsvError(reported, `a quote appears inside a field that does not start with one. ${QUOTING_HELP}`);
    case 'CSV_INVALID_CLOSING_QUOTE':
      return new UnreadableCsvError(reported, `a closing quote is followed by other characters. ${QUOTING_HELP}`);
    default:
      return new UnreadableCsvError(reported, `${error?.message ?? 'the text is not valid CSV'}.`);
  }
}
