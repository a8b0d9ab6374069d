import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '../test-support';
import { parseAs } from './state-test-support';

const real = (name: string) => readFileSync(fixturePath(`state-lists/real/${name}`));

/** Five files as the states published them around 2016 (older headers and formats than today's); PDF and XLS take seconds. */
describe('the real sample files read with their older headers', { timeout: 30_000 }, () => {
  it.each([
    ['PA', 'pa1-0.txt', 3938],
    ['NY', 'nyomig-0.txt', 6033],
    ['IL', 'il1-0.xls', 1841],
    ['WV', 'wv2-0.pdf', 591],
    ['AZ', 'az1-0.html', 36],
  ] as const)('%s %s gives %i records without row issues', async (state, file, count) => {
    const { records, issues } = await parseAs(state, real(file));
    expect(records).toHaveLength(count);
    expect(issues).toEqual([]);
    expect(records.every((r) => r.names.full !== '')).toBe(true);
    expect(records.filter((r) => r.exclusionDate).length).toBeGreaterThan(count * 0.95);
  });

  it('reads "LAST FIRST M" names of the NY and IL files as people', async () => {
    const ny = (await parseAs('NY', real('nyomig-0.txt'))).records;
    expect(ny.find((r) => r.names.last === 'ZWEIG')?.names).toMatchObject({ first: 'IVAN', middle: 'H' });
    const il = (await parseAs('IL', real('il1-0.xls'))).records;
    expect(il.find((r) => r.names.last === 'ZWOLINSKI')?.names.first).toBe('RUSSELL');
  });

  it('rebuilds the WV PDF rows from positions, joining names wrapped above their row', async () => {
    const wv = (await parseAs('WV', real('wv2-0.pdf'))).records;
    expect(wv[0]).toMatchObject({
      names: { first: 'Augusto', last: 'Abad' },
      exclusionDate: '2010-09-25',
      address: { city: 'S. Williamson', state: 'KY' },
    });
    expect(wv[0]!.exclusionType).toBe('Mandatory Exclusion - Revocation of License');
  });

  it("reads a PDF and leaves this thread's built-ins native (pdfjs-dist's polyfills stay in the PDF's own thread)", async () => {
    await parseAs('WV', real('wv2-0.pdf'));
    for (const builtIn of [JSON.stringify, JSON.parse, Array.prototype.push]) {
      expect(Function.prototype.toString.call(builtIn)).toContain('[native code]');
    }
  });
});
