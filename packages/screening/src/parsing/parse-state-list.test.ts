import { describe, expect, it } from 'vitest';
import { collect, fixtureStream } from '../test-support';
import { parseStateList, splitAddressCell } from './parse-state-list';
import { CA_MEDI_CAL_MAPPING } from './state-mappings/ca-medi-cal';
import { NY_OMIG_MAPPING } from './state-mappings/ny-omig';

const NY = 'ny-omig-exclusions.csv';
const CA = 'ca-medi-cal-suspended-ineligible.csv';
const parseNy = () => collect((onIssue) => parseStateList(fixtureStream(NY), NY_OMIG_MAPPING, { file: NY, onIssue }));
const parseCa = () => collect((onIssue) => parseStateList(fixtureStream(CA), CA_MEDI_CAL_MAPPING, { file: CA, onIssue }));

describe('parseStateList with the NY OMIG mapping', () => {
  it('splits "LAST, FIRST M" provider names into a person', async () => {
    const { records } = await parseNy();
    const r = records.find((x) => x.names.last === 'ABERNATHY')!;
    expect(r).toMatchObject({ source: 'state:NY', kind: 'person', names: { first: 'CAROL', middle: 'J', last: 'ABERNATHY' } });
    expect(r.identifiers).toMatchObject({ npi: '1548392017', license: 'RN512334' });
    expect(r.exclusionDate).toBe('2019-03-14');
    expect(r.program).toBe('NURSE - REGISTERED');
  });

  it('keeps business names with a comma before the legal form as businesses', async () => {
    const { records } = await parseNy();
    expect(records.find((x) => x.names.full === 'GOLDEN AGE TRANSPORT, LLC')?.kind).toBe('business');
    expect(records.find((x) => x.names.full === 'BROOKSIDE PHARMACY INC')?.kind).toBe('business');
  });

  it('accepts US dates too', async () => {
    const { records } = await parseNy();
    expect(records.find((x) => x.names.last === 'DELACRUZ-MORALES')?.exclusionDate).toBe('2018-06-22');
  });

  it('reports the short row and the bad date with their lines', async () => {
    const { records, issues } = await parseNy();
    expect(issues).toEqual([
      { file: NY, line: 8, reason: 'expected 5 columns, found 1' },
      { file: NY, line: 9, reason: 'invalid exclusion_effective_date "not-a-date"' },
    ]);
    expect(records.find((x) => x.names.last === 'NGUYEN')?.exclusionDate).toBeUndefined();
  });

  it('derives record ids that stay the same across snapshots and differ between rows', async () => {
    const a = (await parseNy()).records.map((r) => r.recordId);
    const b = (await parseNy()).records.map((r) => r.recordId);
    expect(a).toEqual(b);
    expect(new Set(a).size).toBe(a.length);
  });
});

describe('parseStateList with the CA Medi-Cal mapping', () => {
  it('reads separate name columns and ;-separated a.k.a./d.b.a. names', async () => {
    const { records } = await parseCa();
    const r = records.find((x) => x.names.last === 'ALVAREZ')!;
    expect(r.names).toMatchObject({ first: 'ROBERTO', middle: 'J' });
    expect(r.aliases).toEqual([
      { kind: 'person', full: 'BOBBY ALVAREZ' },
      { kind: 'business', full: 'ALVAREZ MEDICAL SUPPLY' },
    ]);
  });

  it('treats N/A as empty', async () => {
    const { records } = await parseCa();
    const chen = records.find((x) => x.names.last === 'CHEN')!;
    expect(chen.aliases).toEqual([]);
    expect(chen.identifiers.providerNumber).toBeUndefined();
    expect(records.find((x) => x.names.last === "O'MALLEY-HARRIS")?.names.middle).toBeUndefined();
  });

  it('splits the address cell into street, city, state and ZIP', async () => {
    const { records } = await parseCa();
    expect(records.find((x) => x.names.last === 'ALVAREZ')?.address).toEqual({
      street: '1450 W SIXTH ST, SUITE 210',
      city: 'LOS ANGELES',
      state: 'CA',
      zip: '90017',
    });
  });

  it('reads a row with only the last-name column as a business', async () => {
    const { records } = await parseCa();
    const r = records.find((x) => x.names.full === 'GOLDEN STATE AMBULANCE SERVICES INC')!;
    expect(r.kind).toBe('business');
    expect(r.aliases.map((a) => a.full)).toEqual(['GSAS', 'GOLDEN STATE MEDICAL TRANSPORT']);
  });

  it('reads license and provider numbers and the suspension date', async () => {
    const { records } = await parseCa();
    expect(records.find((x) => x.names.last === 'PATEL')).toMatchObject({
      identifiers: { license: 'RPH48812', providerNumber: 'PHA091442' },
      exclusionDate: '2022-09-30',
    });
  });

  it('keeps a one-token name row as a business rather than dropping it', async () => {
    const { records, issues } = await parseCa();
    expect(issues).toEqual([]);
    expect(records.find((x) => x.names.full === 'VU')?.kind).toBe('business');
  });
});

describe('splitAddressCell', () => {
  it('returns the whole cell as the street when it has no "CITY, ST ZIP" tail', () => {
    expect(splitAddressCell('PO BOX 12')).toEqual({ street: 'PO BOX 12' });
  });
});
