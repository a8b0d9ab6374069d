import { pdfTextItemsInThread, type PdfTextItem as Item } from './pdf-text-items-thread';
import type { HeaderTest, RawTable } from './raw-table';

/** Items closer than this (in points) share a line. */
const SAME_LINE = 2;

/** Lines top to bottom, items left to right. */
function lines(items: Item[]): Item[][] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const out: Item[][] = [];
  for (const item of sorted) {
    const line = out[out.length - 1];
    if (line && Math.abs(line[0]!.y - item.y) <= SAME_LINE) line.push(item);
    else out.push([item]);
  }
  return out.map((line) => line.sort((a, b) => a.x - b.x));
}

/**
 * Lines closer than 1.6 × the font size belong to one table row: a wrapped cell continues on the
 * next line, or starts on the line above the rest of its row.
 */
function rowBands(pageLines: Item[][]): Item[][] {
  const bands: Item[][] = [];
  let previousY: number | undefined;
  for (const line of pageLines) {
    const y = line[0]!.y;
    const size = Math.max(...line.map((i) => i.size));
    if (previousY !== undefined && previousY - y <= size * 1.6) bands[bands.length - 1]!.push(...line);
    else bands.push([...line]);
    previousY = y;
  }
  return bands;
}

/** Cells of a band without known columns: items whose x-ranges overlap or nearly touch join. */
function clusterCells(band: Item[]): Array<{ x: number; text: string }> {
  const sorted = [...band].sort((a, b) => a.x - b.x);
  const cells: Array<{ x: number; right: number; items: Item[] }> = [];
  for (const item of sorted) {
    const cell = cells[cells.length - 1];
    if (cell && item.x <= cell.right + 3) {
      cell.items.push(item);
      cell.right = Math.max(cell.right, item.right);
    } else cells.push({ x: item.x, right: item.right, items: [item] });
  }
  return cells.map((cell) => ({ x: cell.x, text: joinTopDown(cell.items) }));
}

function joinTopDown(items: Item[]): string {
  return [...items]
    .sort((a, b) => b.y - a.y || a.x - b.x)
    .map((i) => i.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A band's cells under the header's columns: an item belongs to the last column starting at or left of it. */
function cellsByColumn(band: Item[], starts: number[]): string[] {
  const buckets: Item[][] = starts.map(() => []);
  for (const item of band) {
    let column = 0;
    for (let c = 0; c < starts.length; c++) if (starts[c]! <= item.x + 2) column = c;
    buckets[column]!.push(item);
  }
  return buckets.map(joinTopDown);
}

/**
 * A PDF table rebuilt from text positions (pdfjs-dist): lines from y, rows from the gaps between
 * lines, columns from the header's x positions. The header is found on each page (it repeats) and
 * given once; rows above it on a page (titles) are left out. When no page has a header, the first
 * page's rows are given as they cluster, so the caller can say which columns are missing.
 */
export async function readPdf(data: Buffer, isHeader: HeaderTest): Promise<RawTable[]> {
  const pages = await pdfTextItemsInThread(data);
  const rows: string[][] = [];
  let headerGiven = false;
  for (const items of pages) {
    const bands = rowBands(lines(items));
    const headerAt = bands.findIndex((band) => isHeader(clusterCells(band).map((c) => c.text)));
    if (headerAt < 0) continue;
    const header = clusterCells(bands[headerAt]!);
    if (!headerGiven) rows.push(header.map((c) => c.text));
    headerGiven = true;
    const starts = header.map((c) => c.x);
    for (const band of bands.slice(headerAt + 1)) rows.push(cellsByColumn(band, starts));
  }
  if (!headerGiven && pages[0]) for (const band of rowBands(lines(pages[0]))) rows.push(clusterCells(band).map((c) => c.text));
  return [{ name: 'pdf', rows }];
}
