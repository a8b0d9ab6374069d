import ExcelJS from 'exceljs';
import type { RawTable } from './raw-table';

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'result' in value) {
    const result = value.result;
    return result instanceof Date ? result.toISOString().slice(0, 10) : String(result ?? '');
  }
  return cell.text ?? '';
}

/** Every worksheet of an XLSX workbook (exceljs), dates as ISO, rich text and formulas as their text. */
export async function readXlsx(data: Buffer): Promise<RawTable[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c)));
      rows.push(cells);
    });
    return { name: sheet.name, rows };
  });
}
