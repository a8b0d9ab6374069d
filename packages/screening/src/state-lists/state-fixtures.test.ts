import { describe, expect, it } from 'vitest';
import type { ListRecord } from '../model/list-record';
import { STATE_FIXTURES } from './fixtures/state-fixtures';
import { STATE_SOURCES } from './registry';
import { bundleFiles } from './file-bundle';
import { fixtureBytes, minnesotaWorkbooks, parseAs } from './state-test-support';

const byName = (records: ListRecord[], name: string) => records.find((r) => r.names.full.toUpperCase().includes(name))!;

describe('every state source reads its fixture', { timeout: 30_000 }, () => {
  it.each(STATE_SOURCES.map((s) => [s.state, s] as const))('%s gives the fixture records, all from its source', async (state, source) => {
    const { records, issues } = await parseAs(state, fixtureBytes(state));
    expect(records).toHaveLength(STATE_FIXTURES[state]!.records);
    expect(new Set(records.map((r) => r.source))).toEqual(new Set([source.id]));
    expect(new Set(records.map((r) => r.recordId)).size).toBe(records.length);
    expect(issues.filter((i) => !(state === 'IA' && i.reason.includes('"1 year"')))).toEqual([]);
  });
});

describe('state list quirks', { timeout: 30_000 }, () => {
  it('reads a PDF table from text positions: cover page skipped, header repeated per page, wrapped cells joined (AK)', async () => {
    const { records } = await parseAs('AK', fixtureBytes('AK'));
    expect(byName(records, 'ABERCROMBIE')).toMatchObject({
      kind: 'person',
      names: { last: 'ABERCROMBIE-WINTERBOTTOM', first: 'THEODORA' },
      exclusionDate: '2024-01-15',
    });
    expect(byName(records, 'NORTHERN LIGHTS').kind).toBe('business');
    expect(byName(records, 'TUNGUSKA').exclusionType).toBe('7 AAC 105.400');
  });

  it('skips a preamble and section rows, reads "Last, First, Role (DBA …)" and stops at the note (AL)', async () => {
    const { records } = await parseAs('AL', fixtureBytes('AL'));
    expect(records.map((r) => r.names.full)).toEqual(['HOLLIS GREENBRIAR', 'ODESSA WHITFIELD', 'LAVONNE PRUITT']);
    expect(byName(records, 'WHITFIELD').aliases).toEqual([{ kind: 'business', full: 'WHITFIELD MEDICAL SUPPLY' }]);
    expect(byName(records, 'GREENBRIAR').exclusionDate).toBe('2019-03-04');
  });

  it('splits NPI cells, keeps values failing the check digit as provider numbers, reads a BOM file (CA, CO, WA)', async () => {
    const ca = (await parseAs('CA', fixtureBytes('CA'))).records;
    expect(byName(ca, 'ALVAREZ').identifiers).toMatchObject({ npis: ['1234726184'], providerNumber: 'GM0038817' });
    expect(byName(ca, 'ALVAREZ').aliases.map((a) => a.full)).toEqual(['BOBBY ALVAREZ', 'ALVAREZ MEDICAL SUPPLY']);
    expect(byName(ca, 'SUNRISE').kind).toBe('business');
    const co = (await parseAs('CO', fixtureBytes('CO'))).records;
    expect(byName(co, 'ROCKY PEAK').identifiers).toMatchObject({ npis: ['1234884561'], providerNumber: '9000123456' });
    expect(byName(co, 'LINDQVIST').identifiers.npis).toEqual(['1234963753', '1235042946']);
    const wa = (await parseAs('WA', fixtureBytes('WA'))).records;
    expect(byName(wa, 'OLYMPIA')).toMatchObject({ identifiers: { npis: ['1235597279'], providerNumber: 'P1234567' } });
    expect(byName(wa, 'OLYMPIA').aliases.map((a) => a.full)).toEqual(['GRETCHEN OLYMPIA-HAYES', 'GRETA HAYES']);
  });

  it('marks reinstated rows (a reinstatement sheet, a status, a reinstatement date) so they are not in force (CO, PA, TX, DE, MN)', async () => {
    const reinstated = async (state: string) =>
      (await parseAs(state, fixtureBytes(state))).records.filter((r) => r.reinstatementDate).map((r) => r.names.full);
    expect(await reinstated('CO')).toEqual(['ERIK HALVORSEN']);
    expect(await reinstated('PA')).toEqual(['Jane Roe']);
    expect(await reinstated('TX')).toEqual(['TOMAS GUERRA']);
    expect(await reinstated('DE')).toEqual(['DESMOND HOLLOWAY']);
    expect(await reinstated('MN')).toEqual(['ARNE P OLSEN']);
  });

  it('reads sentinels as "no end": 12/31/2299, 2999-12-31, Indefinite, 9999… (PA, MS, DE, LA)', async () => {
    expect(byName((await parseAs('PA', fixtureBytes('PA'))).records, 'KEYSTONE')).toMatchObject({
      terminationDate: undefined,
      reinstatementDate: undefined,
    });
    expect(byName((await parseAs('MS', fixtureBytes('MS'))).records, 'BEAUCHAMP').terminationDate).toBeUndefined();
    expect(byName((await parseAs('DE', fixtureBytes('DE'))).records, 'BRANDYWINE').reinstatementDate).toBeUndefined();
    expect(byName((await parseAs('LA', fixtureBytes('LA'))).records, 'THIBODEAUX').reinstatementDate).toBeUndefined();
  });

  it('drops rows that repeat federal lists or are fines (LA "OIG", NV "Federal", FL fines)', async () => {
    expect(byName((await parseAs('LA', fixtureBytes('LA'))).records, 'BROUSSARD')).toBeUndefined();
    expect(byName((await parseAs('NV', fixtureBytes('NV'))).records, 'LUXOR')).toBeUndefined();
    expect(byName((await parseAs('FL', fixtureBytes('FL'))).records, 'VASQUEZ')).toBeUndefined();
  });

  it('reads dates of birth where given (LA, OH, MS) and FEIN (PA)', async () => {
    expect(byName((await parseAs('LA', fixtureBytes('LA'))).records, 'THIBODEAUX').dob).toBe('1971-04-12');
    expect(byName((await parseAs('OH', fixtureBytes('OH'))).records, 'BUCKEYE').dob).toBe('1958-07-04');
    expect(byName((await parseAs('MS', fixtureBytes('MS'))).records, 'BEAUCHAMP')).toMatchObject({
      dob: '1962-03-14',
      exclusionDate: '2023-01-15',
    });
    expect(byName((await parseAs('PA', fixtureBytes('PA'))).records, 'KEYSTONE').identifiers.fein).toBe('231234567');
  });

  it('reads month-only, YYYYMMDD, U+2010 and two-digit dates with base 1977 (MA, GA, NE, MO)', async () => {
    expect(byName((await parseAs('MA', fixtureBytes('MA'))).records, 'BERKSHIRE').exclusionDate).toBe('2024-01-01');
    expect(byName((await parseAs('GA', fixtureBytes('GA'))).records, 'PEACHTREE').exclusionDate).toBe('2023-01-15');
    expect(byName((await parseAs('NE', fixtureBytes('NE'))).records, 'PLATTE').exclusionDate).toBe('2023-02-01');
    expect(byName((await parseAs('MO', fixtureBytes('MO'))).records, 'DELACROIX').exclusionDate).toBe('1998-11-30');
  });

  it('turns a.k.a./d.b.a./f.k.a. text and a.k.a. rows into aliases and drops "Owner:" text (GA, MT, ND, OH, SC)', async () => {
    expect(byName((await parseAs('GA', fixtureBytes('GA'))).records, 'PEACHTREE').aliases.map((a) => a.full)).toEqual(['LORI PEACHTREE']);
    expect(byName((await parseAs('MT', fixtureBytes('MT'))).records, 'HARGROVE').aliases.map((a) => a.full)).toEqual([
      'WENDELL HARGROVE-SMITH',
    ]);
    const nd = byName((await parseAs('ND', fixtureBytes('ND'))).records, 'RED RIVER');
    expect(nd).toMatchObject({ kind: 'business', names: { full: 'RED RIVER CHIROPRACTIC PC' } });
    expect(nd.identifiers.licenses).toEqual([
      { number: 'CH-1001', state: 'ND' },
      { number: 'CH-1002', state: 'ND' },
    ]);
    expect(byName((await parseAs('OH', fixtureBytes('OH'))).records, 'CUYAHOGA').aliases.map((a) => a.full)).toEqual(['CT RIDES']);
    expect(byName((await parseAs('SC', fixtureBytes('SC'))).records, 'PALMETTO').aliases.map((a) => a.full)).toEqual(['LOWCOUNTRY KIDS']);
  });

  it('keeps both columns named "Sanction Source" (MI) and licence states given as suffixes (DE)', async () => {
    const mi = byName((await parseAs('MI', fixtureBytes('MI'))).records, 'KOWALCZYK');
    expect(mi.raw).toMatchObject({ 'Sanction Source': 'MDHHS', 'Sanction Source 2': 'OIG' });
    expect(byName((await parseAs('DE', fixtureBytes('DE'))).records, 'BRANDYWINE').identifiers.licenses).toEqual([
      { number: 'PHY-1234', state: 'DE' },
    ]);
  });

  it('tells persons from entities by type column, empty first name or business words (IA, KY, WY)', async () => {
    const ia = (await parseAs('IA', fixtureBytes('IA'))).records;
    expect(byName(ia, 'BRANDT').kind).toBe('person');
    expect(byName(ia, 'HAWKEYE').kind).toBe('business');
    expect(byName((await parseAs('KY', fixtureBytes('KY'))).records, 'BLUEGRASS').names.full).toBe('BLUEGRASS FAMILY CLINIC PLLC');
    expect(byName((await parseAs('WY', fixtureBytes('WY'))).records, 'BIGHORN')).toMatchObject({
      kind: 'business',
      aliases: [{ full: 'BIGHORN DME' }],
    });
  });

  it("reads MN's two workbooks (groups, individuals) as one list, and refuses a bundle with a file that is not one of them", async () => {
    const workbooks = await minnesotaWorkbooks();
    const { records } = await parseAs('MN', bundleFiles(workbooks));
    expect(records.map((r) => [r.names.full, r.kind]).sort()).toEqual([
      ['ARNE P OLSEN', 'person'],
      ['NORTH STAR PCA AGENCY LLC', 'business'],
      ['SOLVEIG JOHANNSEN', 'person'],
    ]);
    expect(byName(records, 'OLSEN').reinstatementDate).toBeTruthy();
    expect((await parseAs('MN', workbooks[1]!.data)).records).toHaveLength(2);

    const stray = bundleFiles([workbooks[0]!, { name: 'notes.xlsx', data: fixtureBytes('KY') }]);
    await expect(parseAs('MN', stray)).rejects.toThrow(/^not a Minnesota Excluded Provider Lists \(notes\.xlsx\) file: the header lacks/);
    const cut = bundleFiles(workbooks).subarray(0, 200);
    await expect(parseAs('MN', cut)).rejects.toThrow('the bundle of files is cut off in excluded-groups.xlsx');
  });
});
