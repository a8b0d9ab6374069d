import { parse } from 'csv-parse/sync';
import type { RawTable } from './raw-table';

/**
 * CSV or tab-separated text (UTF-8, a BOM dropped). Quotes are relaxed because the lists contain
 * stray quotes inside fields; ragged rows are kept and judged by the table reader.
 */
export function readDelimited(data: Buffer, delimiter: ',' | '\t'): RawTable[] {
  const rows = parse(data, {
    bom: true,
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    quote: delimiter === '\t' ? false : '"',
  }) as string[][];
  return [{ name: 'file', rows }];
}
