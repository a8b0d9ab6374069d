import { describe, expect, it } from 'vitest';
import { importListFromPath } from '../../src/modules/screening/lists/import-list-from-path';
import { useTestApp } from '../support/harness';
import { LEIE_HEADER, leieBusinessRow, leiePersonRow, writeListFile } from './list-fixtures';

describe('list imports', () => {
  const t = useTestApp();
  const deps = () => t.app.runtime.deps;
  const recordsOf = (source: string) => t.app.db.selectFrom('list_records').selectAll().where('source_id', '=', source).execute();

  it('imports a LEIE supplement as the active snapshot with its counts', async () => {
    const file = writeListFile('1601EXCL.csv', [
      LEIE_HEADER,
      leieBusinessRow('ALPHA CLINIC LLC'),
      leiePersonRow('DOE', 'JANE', '19700102'),
    ]);
    const outcome = await importListFromPath(deps(), { sourceId: 'leie', filePath: file });
    expect(outcome).toMatchObject({ status: 'ACTIVE', added: 2, removed: 0, changed: 0, recordCount: 2 });
    const source = await t.app.db.selectFrom('list_sources').selectAll().where('id', '=', 'leie').executeTakeFirstOrThrow();
    expect(source.current_snapshot_id).toBe(outcome.snapshotId);
    const snapshot = await t.app.db.selectFrom('list_snapshots').selectAll().where('id', '=', outcome.snapshotId).executeTakeFirstOrThrow();
    expect(snapshot).toMatchObject({ status: 'ACTIVE', mode: 'SUPPLEMENT', file_name: '1601EXCL.csv', rows_read: 2 });
    expect((await recordsOf('leie')).map((r) => r.display_name).sort()).toEqual(['ALPHA CLINIC LLC', 'JANE DOE']);
  });

  it('treats re-importing the same file as a no-op', async () => {
    const file = writeListFile('1602EXCL.csv', [LEIE_HEADER, leieBusinessRow('BETA CARE INC')]);
    await importListFromPath(deps(), { sourceId: 'leie', filePath: file });
    const before = await recordsOf('leie');
    const again = await importListFromPath(deps(), { sourceId: 'leie', filePath: file });
    expect(again).toMatchObject({ status: 'DUPLICATE', added: 0, removed: 0, changed: 0 });
    expect(await recordsOf('leie')).toEqual(before);
  });

  it('removes a record when its reinstatement supplement arrives', async () => {
    await importListFromPath(deps(), {
      sourceId: 'leie',
      filePath: writeListFile('1603EXCL.csv', [LEIE_HEADER, leiePersonRow('ROE', 'RICHARD', '19650304')]),
    });
    const rein = writeListFile('1604REIN.csv', [LEIE_HEADER, leiePersonRow('ROE', 'RICHARD', '19650304', { reinstatedOn: '20160412' })]);
    const outcome = await importListFromPath(deps(), { sourceId: 'leie', filePath: rein });
    expect(outcome.removed).toBe(1);
    expect((await recordsOf('leie')).some((r) => r.display_name === 'RICHARD ROE')).toBe(false);
  });

  it('replaces the whole list on a full file: missing records are removed, changed ones counted', async () => {
    const first = writeListFile('sdn.csv', [
      '1,"ACME HOLDINGS",-0- ,"SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ',
      '2,"ZETA TRADING CO",-0- ,"SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ',
    ]);
    await importListFromPath(deps(), { sourceId: 'ofac', filePath: first });
    const second = writeListFile('sdn.csv', ['1,"ACME HOLDINGS LTD",-0- ,"SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ']);
    const outcome = await importListFromPath(deps(), { sourceId: 'ofac', filePath: second });
    expect(outcome).toMatchObject({ status: 'ACTIVE', added: 0, changed: 1, removed: 1, recordCount: 1 });
  });

  it('keeps the previous snapshot in force when an import fails', async () => {
    const good = writeListFile('sam-good.csv', [SAM_HEADER, samFirm('GAMMA MEDICAL GROUP')]);
    const kept = await importListFromPath(deps(), { sourceId: 'sam', filePath: good });
    const broken = writeListFile('sam-broken.csv', ['this is not a list file']);
    const outcome = await importListFromPath(deps(), { sourceId: 'sam', filePath: broken });
    expect(outcome.status).toBe('FAILED');
    const source = await t.app.db
      .selectFrom('list_sources')
      .select('current_snapshot_id')
      .where('id', '=', 'sam')
      .executeTakeFirstOrThrow();
    expect(source.current_snapshot_id).toBe(kept.snapshotId);
    expect((await recordsOf('sam')).map((r) => r.display_name)).toEqual(['GAMMA MEDICAL GROUP']);
    const failed = await t.app.db.selectFrom('list_snapshots').selectAll().where('id', '=', outcome.snapshotId).executeTakeFirstOrThrow();
    expect(failed.status).toBe('FAILED');
    expect(failed.error).toBeTruthy();
  });

  it('keeps one record when a file repeats a row', async () => {
    const row = samFirm('EPSILON SUPPLY LLC');
    const outcome = await importListFromPath(deps(), {
      sourceId: 'sam',
      filePath: writeListFile('sam-repeat.csv', [SAM_HEADER, row, row]),
    });
    expect(outcome).toMatchObject({ status: 'ACTIVE', recordCount: 1 });
  });

  it('records malformed rows with file, line and reason without failing the import', async () => {
    const file = writeListFile('1605EXCL.csv', [LEIE_HEADER, leieBusinessRow('DELTA HOME CARE'), '"ONLY","THREE","FIELDS"']);
    const outcome = await importListFromPath(deps(), { sourceId: 'leie', filePath: file });
    expect(outcome.status).toBe('ACTIVE');
    expect(outcome.issues).toBe(1);
    const snapshot = await t.app.db
      .selectFrom('list_snapshots')
      .select('issues')
      .where('id', '=', outcome.snapshotId)
      .executeTakeFirstOrThrow();
    expect(snapshot.issues[0]).toMatchObject({ file: expect.stringContaining('1605EXCL.csv'), line: 3 });
  });
});

const SAM_HEADER =
  '"Classification","Name","Prefix","First","Middle","Last","Suffix","Address 1","Address 2","Address 3","Address 4","City","State / Province","Country","Zip Code","Open Data Flag","Blank (Deprecated)","Unique Entity ID","Exclusion Program","Excluding Agency","CT Code","Exclusion Type","Additional Comments","Active Date","Termination Date","Record Status","Cross-Reference","SAM Number","CAGE","NPI","Creation_Date"';
function samFirm(name: string): string {
  return `"Firm","${name}","","","","","","1 ROAD","","","","TAMPA","FL","USA","33601","","","ABCDEF123456","Reciprocal","HHS","","Prohibition/Restriction","","01/02/2020","Indefinite","","","S4MR1234","","","01/02/2020"`;
}
