import type { Readable } from 'node:stream';
import type { ListRecord } from '../model/list-record';
import { type BundledFile, unbundleFiles } from './file-bundle';
import { ListFormatError } from './list-format-error';
import { readDelimited } from './readers/read-delimited';
import { readHtml } from './readers/read-html';
import { readJson, readSharePointXml } from './readers/read-json';
import { readPdf } from './readers/read-pdf';
import type { RawTable } from './readers/raw-table';
import { readXls } from './readers/read-xls';
import { readXlsx } from './readers/read-xlsx';
import type { StateListFormat, StateSource } from './source-types';
import { isHeaderRow, tableRecords, type TableReadOptions } from './table-records';

async function readAll(input: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(input)) return input;
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/**
 * The format the bytes are in. A source's older files differ from today's (NY's tab-separated
 * export before its XLSX, IL's legacy XLS, AZ's HTML page before its PDF), so the content decides.
 */
export function detectContentFormat(data: Buffer, declared: StateListFormat): StateListFormat {
  const head = data.subarray(0, 8);
  if (head.toString('latin1').startsWith('%PDF')) return 'pdf';
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return 'xlsx';
  if (head.toString('hex').startsWith('d0cf11e0')) return 'xls';
  const text = data
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('<'))
    return /<z:row|<rs:data|GetListItems/i.test(text) || /<z:row/i.test(data.toString('utf8')) ? 'sharepoint-xml' : 'html';
  if (text.startsWith('{') || text.startsWith('[')) return 'json';
  const firstLine = text.split(/\r?\n/)[0] ?? '';
  if (declared === 'csv' || declared === 'tsv' || firstLine.includes('\t') || firstLine.includes(',')) {
    return (firstLine.match(/\t/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? 'tsv' : 'csv';
  }
  return declared;
}

async function readTables(data: Buffer, source: StateSource): Promise<RawTable[]> {
  switch (detectContentFormat(data, source.format)) {
    case 'csv':
      return readDelimited(data, ',');
    case 'tsv':
      return readDelimited(data, '\t');
    case 'xlsx':
      return readXlsx(data);
    case 'xls':
      return readXls(data);
    case 'pdf':
      return readPdf(data, (cells) => isHeaderRow(cells, source.table));
    case 'html':
      return readHtml(data);
    case 'json':
      return readJson(data);
    case 'sharepoint-xml':
      return readSharePointXml(data);
  }
}

async function readPart(part: BundledFile, source: StateSource, bundled: boolean): Promise<RawTable[]> {
  const label = bundled ? `${source.name} (${part.name})` : source.name;
  if (part.data.length === 0) throw new ListFormatError(`not a ${label} file: the file is empty`);
  try {
    return await readTables(part.data, source);
  } catch (error) {
    throw new ListFormatError(
      `not a ${label} file: unreadable as ${source.format.toUpperCase()} (${(error as Error).message.split('\n')[0]})`,
    );
  }
}

/**
 * Reads one file of a state source, or a bundle of its files (file-bundle.ts: MN's two workbooks),
 * into list records. The whole input is read first (spreadsheets, PDFs and pages cannot be streamed); a
 * file that is empty, unreadable as the source's format, or lacks the source's columns is refused with
 * a {@link ListFormatError} before any record is given, and so is a bundle with one such file.
 */
export async function* parseStateSource(
  input: Readable | Buffer,
  source: StateSource,
  options: TableReadOptions,
): AsyncGenerator<ListRecord> {
  const data = await readAll(input);
  let parts: BundledFile[] | undefined;
  try {
    parts = unbundleFiles(data);
  } catch (error) {
    throw new ListFormatError(`not a ${source.name} file: ${(error as Error).message}`);
  }
  const tableSource = { state: source.state, label: source.name, table: source.table };
  if (!parts) {
    yield* tableRecords(await readPart({ name: options.file, data }, source, false), tableSource, options);
    return;
  }
  // Every file of a bundle must be a file of the list (a stray workbook is refused, not skipped), and
  // all are read before the first record is given.
  const records: ListRecord[] = [];
  for (const part of parts) {
    const tables = await readPart(part, source, true);
    records.push(...tableRecords(tables, { ...tableSource, label: `${source.name} (${part.name})` }, options));
  }
  yield* records;
}
