import { createReadStream } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collect, packageDataPath, textStream } from '../test-support';
import { parseSam } from './parse-sam';

const FILE = 'sam/sam_exclusions_sample.csv';
const parseSample = () => collect((onIssue) => parseSam(createReadStream(packageDataPath(FILE)), { file: FILE, onIssue }));

describe('parseSam', () => {
  it('reads Individual rows as persons from the First/Middle/Last columns', async () => {
    const { records } = await parseSample();
    const r = records.find((x) => x.names.last === 'BERZUNZA LARA')!;
    expect(r.kind).toBe('person');
    expect(r.names).toMatchObject({ first: 'FRANCISCO', middle: 'ENRIQUE', full: 'FRANCISCO ENRIQUE BERZUNZA LARA' });
  });

  it('reads Firm, Special Entity Designation rows as businesses', async () => {
    const { records } = await parseSample();
    expect(records.find((x) => x.names.full === 'ZTE CORPORATION')?.kind).toBe('business');
    expect(records.find((x) => x.names.full === 'IDRIS NAIM AC')?.kind).toBe('business');
  });

  it('reads MM/DD/YYYY dates and leaves an Indefinite termination empty', async () => {
    const { records } = await parseSample();
    const zte = records.find((x) => x.names.full === 'ZTE CORPORATION')!;
    expect(zte.exclusionDate).toBe('2019-12-13');
    expect(zte.terminationDate).toBeUndefined();
    expect(records.find((x) => x.names.last === 'PIEXOTTO')?.terminationDate).toBe('2026-10-19');
  });

  it('turns the "(also …)" cross-reference into typed aliases', async () => {
    const { records } = await parseSample();
    expect(records.find((x) => x.names.last === 'FLORES')?.aliases).toEqual([{ kind: 'business', full: 'TERRA KLEAN SOLUTIONS INC.' }]);
    expect(records.find((x) => x.names.full === 'MTZ ELECTRIC SERVICE LLC')?.aliases).toEqual([
      { kind: 'person', full: 'VICTOR MARTINEZ' },
    ]);
  });

  it('keeps "NAME, LLC" together, splits a DBA into its own alias and drops repeats', async () => {
    const { records } = await parseSample();
    expect(records.find((x) => x.names.last === 'COLLINS')?.aliases.map((a) => a.full)).toEqual(['PEANUT BUTTER, LLC']);
    expect(records.find((x) => x.names.last === 'TORRES')?.aliases.map((a) => a.full)).toEqual([
      'VMC CONSTRUCTION, LLC',
      'VICTOR TORRES CONSTRUCTION',
    ]);
  });

  it('does not list a firm as its own alias', async () => {
    const { records } = await parseSample();
    const terra = records.find((x) => x.names.full === 'TERRA KLEAN SOLUTIONS INC.')!;
    expect(terra.aliases.map((a) => a.full)).toEqual(['ANTONIO FLORES']);
  });

  it('reads UEI and CAGE and uses the SAM Number as the record id', async () => {
    const { records } = await parseSample();
    const terra = records.find((x) => x.names.full === 'TERRA KLEAN SOLUTIONS INC.')!;
    expect(terra.identifiers).toMatchObject({ uei: 'MQRCYCN81E24', cage: '6V6U5' });
    expect(terra.recordId).toBe('sam-S4MR1Y9QG');
  });

  it('parses the whole sample without reported rows', async () => {
    const { records, issues } = await parseSample();
    expect(issues).toEqual([]);
    expect(records).toHaveLength(16);
  });

  it('reports a row with the wrong number of columns', async () => {
    const header = (await import('node:fs')).readFileSync(packageDataPath(FILE), 'utf8').split('\n')[0];
    const { issues } = await collect((onIssue) => parseSam(textStream(`${header}\n"Individual","x"\n`), { file: 's.csv', onIssue }));
    expect(issues).toEqual([{ file: 's.csv', line: 2, reason: 'expected 31 columns, found 2' }]);
  });
});
