import * as cheerio from 'cheerio';
import type { RawTable } from './raw-table';

/** Every `<table>` of an HTML page (header cells may be `th` or `td`), each as its own table. */
export function readHtml(data: Buffer): RawTable[] {
  const $ = cheerio.load(data.toString('utf8'));
  return $('table')
    .toArray()
    .map((table, i) => {
      const caption = $(table).find('caption').first().text().trim();
      const rows = $(table)
        .find('tr')
        .toArray()
        // Rows of nested tables belong to those tables.
        .filter((tr) => $(tr).closest('table').get(0) === table)
        .map((tr) =>
          $(tr)
            .children('th,td')
            .toArray()
            .map((cell) => $(cell).text().replace(/\s+/g, ' ').trim()),
        )
        .filter((cells) => cells.some((c) => c !== ''));
      return { name: caption || `table ${i + 1}`, rows };
    });
}
