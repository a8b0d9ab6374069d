import { createReadStream } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collect, packageDataPath, textStream } from '../test-support';
import { parseOfacRemarks } from './ofac-remarks';
import { parseOfac } from './parse-ofac';

const SDN = [
  `2674,"ABBAS, Abu","individual","SDGT","Director",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 10 Dec 1948; a.k.a. 'ABU ABBAS'; a.k.a. 'ZAIDAN, Muhammad'."`,
  `306,"BANCO NACIONAL DE CUBA",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"a.k.a. 'BNC'."`,
  `9999,"SEA STAR","vessel","IRAN",-0- ,"9HXY",-0- ,-0- ,-0- ,-0- ,-0- ,-0- `,
  `1234,"broken"`,
  '\u001a',
].join('\r\n');

const parse = (text: string, alt?: string) =>
  collect((onIssue) =>
    parseOfac(textStream(text), { file: 'sdn.csv', onIssue, alt: alt === undefined ? undefined : textStream(alt), altFile: 'alt.csv' }),
  );

describe('parseOfac', () => {
  it('splits "LAST, First" individual names', async () => {
    const { records } = await parse(SDN);
    expect(records[0]!.names).toMatchObject({ first: 'Abu', last: 'ABBAS', full: 'Abu ABBAS' });
    expect(records[0]!.kind).toBe('person');
  });

  it('treats -0- with its trailing space as empty', async () => {
    const { records } = await parse(SDN);
    expect(records[1]!.raw.Title).toBe('-0- ');
    expect(records[1]!.exclusionType).toBe('entity');
    expect(records[1]!.names.full).toBe('BANCO NACIONAL DE CUBA');
  });

  it('reads the DOB and a.k.a. names from Remarks', async () => {
    const { records } = await parse(SDN);
    expect(records[0]!.dob).toBe('1948-12-10');
    expect(records[0]!.aliases).toEqual([
      { kind: 'person', full: 'ABU ABBAS' },
      { kind: 'person', full: 'Muhammad ZAIDAN', first: 'Muhammad', middle: undefined, last: 'ZAIDAN' },
    ]);
    expect(records[1]!.aliases).toEqual([{ kind: 'business', full: 'BNC' }]);
  });

  it('treats vessels and entities as businesses', async () => {
    const { records } = await parse(SDN);
    expect(records.find((r) => r.recordId === 'ofac-9999')?.kind).toBe('business');
  });

  it('reports a short row and ignores the DOS end-of-file byte', async () => {
    const { records, issues } = await parse(SDN);
    expect(records).toHaveLength(3);
    expect(issues).toEqual([{ file: 'sdn.csv', line: 4, reason: 'expected 12 columns, found 2' }]);
  });

  it('adds alt.csv names as aliases of their entry', async () => {
    const { records } = await parse(SDN, `306,1,"aka","NATIONAL BANK OF CUBA",-0- \n2674,2,"aka","ABBAS, Mohammed",-0- \n`);
    expect(records[1]!.aliases.map((a) => a.full)).toContain('NATIONAL BANK OF CUBA');
    expect(records[0]!.aliases.map((a) => a.full)).toContain('Mohammed ABBAS');
  });

  it('parses the shipped SDN list, reporting nothing', { timeout: 30_000 }, async () => {
    const { records, issues } = await collect((onIssue) =>
      parseOfac(createReadStream(packageDataPath('ofac/sdn.csv')), { file: 'sdn.csv', onIssue }),
    );
    expect(issues).toEqual([]);
    expect(records).toHaveLength(14965);
    expect(records.filter((r) => r.kind === 'person').length).toBeGreaterThan(6000);
  });
});

describe('parseOfacRemarks', () => {
  it('collects the primary and alternate DOBs', () => {
    expect(parseOfacRemarks('DOB 31 Aug 1960; alt. DOB 31 Aug 1953; POB Lebanon.').dobs).toEqual(['1960-08-31', '1953-08-31']);
  });

  it('expands a year range into its years and keeps year-only DOBs partial', () => {
    expect(parseOfacRemarks('DOB 1960 to 1962; nationality Iraq.').dobs).toEqual(['1960', '1961', '1962']);
    expect(parseOfacRemarks('DOB 1946; Chief.').dobs).toEqual(['1946']);
  });

  it('reads f.k.a. and n.k.a. names as aliases too', () => {
    expect(parseOfacRemarks("f.k.a. 'SAND SWAN'; n.k.a. 'LGOK'.").aliases).toEqual(['SAND SWAN', 'LGOK']);
  });
});
