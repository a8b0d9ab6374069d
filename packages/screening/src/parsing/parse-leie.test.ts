import { describe, expect, it } from 'vitest';
import { collect, fixtureStream, packageDataPath, textStream } from '../test-support';
import { createReadStream } from 'node:fs';
import { collectActiveRecords } from './collect-active-records';
import { parseLeie } from './parse-leie';

const HEADER =
  '"LASTNAME","FIRSTNAME","MIDNAME","BUSNAME","GENERAL","SPECIALTY","UPIN","NPI","DOB","ADDRESS","CITY","STATE","ZIP","EXCLTYPE","EXCLDATE","REINDATE","WAIVERDATE","WVRSTATE"\n';

async function parseFixture(name = 'leie-excl-sample.csv') {
  return collect((onIssue) => parseLeie(fixtureStream(name), { file: name, onIssue }));
}

describe('parseLeie', () => {
  it('classifies a row with LASTNAME or FIRSTNAME as a person and one with only BUSNAME as a business', async () => {
    const { records } = await parseFixture();
    expect(records.find((r) => r.names.last === 'ADAMS')?.kind).toBe('person');
    expect(records.find((r) => r.names.business === 'RIGHT AT HOME CORPORATION')?.kind).toBe('business');
  });

  it('reads YYYYMMDD dates and leaves 00000000 dates and 0000000000 NPIs empty', async () => {
    const { records } = await parseFixture();
    const adams = records.find((r) => r.names.last === 'ADAMS')!;
    expect(adams.dob).toBe('1982-08-21');
    expect(adams.exclusionDate).toBe('2016-07-20');
    expect(adams.reinstatementDate).toBeUndefined();
    expect(adams.waiverDate).toBeUndefined();
    expect(adams.identifiers.npi).toBeUndefined();
    expect(records.find((r) => r.names.business === 'RIGHT AT HOME CORPORATION')?.identifiers.npi).toBe('1952583700');
  });

  it('reads the MM/DD/YY DOBs of older supplements with a plausible century', async () => {
    const { records } = await parseFixture();
    expect(records.find((r) => r.names.last?.startsWith('VANDER'))?.dob).toBe('1971-04-03');
  });

  it('trims padded EXCLTYPE codes and middle names', async () => {
    const { records } = await parseFixture();
    const v = records.find((r) => r.names.last?.startsWith('VANDER'))!;
    expect(v.exclusionType).toBe('1128a1');
    expect(records.find((r) => r.names.last === 'ADAMS')?.names.middle).toBe('ANN');
  });

  it('flags names at the layout width as possibly truncated', async () => {
    const { records } = await parseFixture();
    expect(records.find((r) => r.names.last?.startsWith('VANDER'))?.names.truncated).toEqual(['last', 'first', 'middle']);
    expect(records.find((r) => r.names.business?.startsWith('ADVANTAGE'))?.names.truncated).toEqual(['business']);
    expect(records.find((r) => r.names.last === 'ADAMS')?.names.truncated).toBeUndefined();
  });

  it('keeps the raw row on the record', async () => {
    const { records } = await parseFixture();
    expect(records.find((r) => r.names.last === 'ADAMS')?.raw.EXCLTYPE).toBe('1128b4');
  });

  it('reports a row with the wrong column count with file and line, and keeps going', async () => {
    const { records, issues } = await parseFixture();
    expect(issues).toContainEqual({ file: 'leie-excl-sample.csv', line: 8, reason: 'expected 18 columns, found 2' });
    expect(records.some((r) => r.names.last === 'GOMEZ')).toBe(true);
  });

  it('reports an impossible DOB but keeps the record without it', async () => {
    const { records, issues } = await parseFixture();
    expect(issues).toContainEqual({ file: 'leie-excl-sample.csv', line: 9, reason: 'invalid DOB "19801340"' });
    expect(records.find((r) => r.names.last === 'GOMEZ')?.dob).toBeUndefined();
  });

  it('reports a row without any name', async () => {
    const text = `${HEADER},," ",,"X","Y",,"0000000000",,"A","B","NY","1","1128a1","20160720","00000000","00000000",\n`;
    const { records, issues } = await collect((onIssue) => parseLeie(textStream(text), { file: 'x.csv', onIssue }));
    expect(records).toHaveLength(0);
    expect(issues[0]).toMatchObject({ line: 2, reason: 'row has no LASTNAME, FIRSTNAME or BUSNAME' });
  });

  it('reports a file whose header is not the LEIE layout', async () => {
    const { issues } = await collect((onIssue) => parseLeie(textStream('a,b\n1,2\n'), { file: 'x.csv', onIssue }));
    expect(issues[0]?.reason).toMatch(/^not an LEIE file/);
  });

  it('gives a REIN row the record id of the exclusion it ends, despite a new address and DOB format', async () => {
    const excl = await parseFixture();
    const rein = await parseFixture('leie-rein-sample.csv');
    const excluded = excl.records.find((r) => r.names.last === 'RAMIREZ')!;
    expect(rein.records[0]!.reinstatementDate).toBe('2016-09-15');
    expect(rein.records[0]!.recordId).toBe(excluded.recordId);
  });

  it('links real supplements: the 1601 exclusion of WISNIEWSKI is the one reinstated in 1603', async () => {
    const read = (f: string) => collect((onIssue) => parseLeie(createReadStream(packageDataPath(`leie/${f}`)), { file: f, onIssue }));
    const excl = (await read('1601EXCL.csv')).records.find((r) => r.names.last === 'WISNIEWSKI')!;
    const rein = (await read('1603REIN.csv')).records.find((r) => r.names.last === 'WISNIEWSKI')!;
    expect(rein.recordId).toBe(excl.recordId);
  });

  it('merges supplements so a reinstated exclusion is not screened, whichever file comes first', async () => {
    const open = (f: string) => parseLeie(fixtureStream(f), { file: f });
    const forward = await collectActiveRecords([open('leie-excl-sample.csv'), open('leie-rein-sample.csv')]);
    const backward = await collectActiveRecords([open('leie-rein-sample.csv'), open('leie-excl-sample.csv')]);
    for (const result of [forward, backward]) {
      expect(result.reinstated).toBe(1);
      expect(result.records.some((r) => r.names.last === 'RAMIREZ')).toBe(false);
      expect(result.records.some((r) => r.names.last === 'ADAMS')).toBe(true);
    }
  });

  it('parses every shipped supplement without a single reported row', async () => {
    const files = ['1601EXCL.csv', '1606EXCL.csv', 'sanc1511.csv', 'rein1512.csv', '1609REIN.csv'];
    for (const f of files) {
      const { records, issues } = await collect((onIssue) =>
        parseLeie(createReadStream(packageDataPath(`leie/${f}`)), { file: f, onIssue }),
      );
      expect(issues).toEqual([]);
      expect(records.length).toBeGreaterThan(40);
    }
  });
});
