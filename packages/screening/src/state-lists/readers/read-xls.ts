import * as XLSX from '@e965/xlsx';
import type { RawTable } from './raw-table';

/** Every sheet of a legacy BIFF (.xls) workbook (SheetJS), cells as the publisher formatted them. */
export function readXls(data: Buffer): RawTable[] {
  const workbook = XLSX.read(data, { type: 'buffer', cellDates: false, dense: true });
  return workbook.SheetNames.map((name) => ({
    name,
    rows: XLSX.utils
      .sheet_to_json<unknown[]>(workbook.Sheets[name]!, { header: 1, raw: false, defval: '', blankrows: false })
      .map((row) => row.map((cell) => String(cell ?? ''))),
  }));
}
