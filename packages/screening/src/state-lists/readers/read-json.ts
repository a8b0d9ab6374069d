import * as cheerio from 'cheerio';
import type { RawTable } from './raw-table';

/** The first array of rows (objects or arrays) in a JSON document, depth first. */
function firstArray(value: unknown): unknown[] | undefined {
  if (Array.isArray(value) && value.length > 0 && value.every((item) => item !== null && typeof item === 'object')) return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const inner of Object.values(value)) {
      const found = firstArray(inner);
      if (found) return found;
    }
  }
  return undefined;
}

function objectsToTable(name: string, items: readonly Record<string, unknown>[]): RawTable {
  const header = [...new Set(items.flatMap((item) => Object.keys(item)))];
  return { name, rows: [header, ...items.map((item) => header.map((key) => String(item[key] ?? '')))] };
}

/**
 * A JSON endpoint (TennCare's AEM table JSON): the first array found, of objects (keys are the
 * header) or of arrays (the first is the header).
 */
export function readJson(data: Buffer): RawTable[] {
  const items = firstArray(JSON.parse(data.toString('utf8')) as unknown) ?? [];
  if (items.every((item) => Array.isArray(item)))
    return [{ name: 'json', rows: (items as unknown[][]).map((r) => r.map((c) => String(c ?? ''))) }];
  return [
    objectsToTable(
      'json',
      items.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object'),
    ),
  ];
}

/** SharePoint's SOAP GetListItems answer (OR): each `<z:row ows_Field="…">` is a row. */
export function readSharePointXml(data: Buffer): RawTable[] {
  const $ = cheerio.load(data.toString('utf8'), { xml: true });
  const items = $('z\\:row, row')
    .toArray()
    .map((row) => {
      const item: Record<string, unknown> = {};
      for (const [key, value] of Object.entries((row as unknown as { attribs: Record<string, string> }).attribs)) {
        if (key.startsWith('ows_')) item[key.slice(4).replace(/_x0020_/g, ' ')] = value;
      }
      return item;
    });
  return [objectsToTable('list', items)];
}
