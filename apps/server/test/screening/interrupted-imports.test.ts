import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importListFromPath } from '../../src/modules/screening/lists/import-list-from-path';
import { failInterruptedImports, INTERRUPTED_IMPORT } from '../../src/modules/screening/lists/recover-imports';
import { useTestApp } from '../support/harness';
import { writeListFile } from './list-fixtures';

const ofacRow = (id: number, name: string) => `${id},"${name}",-0- ,"SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- `;

/**
 * An import killed with its process (kill -9, a crash) rolls back but leaves its snapshot IMPORTING:
 * these tests write that state directly and run the recovery that every start runs.
 */
describe('list imports interrupted by a stopped process', () => {
  const t = useTestApp();
  const deps = () => t.app.runtime.deps;
  const currentSnapshot = async (source: string) =>
    (await t.app.db.selectFrom('list_sources').select('current_snapshot_id').where('id', '=', source).executeTakeFirstOrThrow())
      .current_snapshot_id;

  /** A snapshot of `filePath` left IMPORTING an hour ago by a process that is gone. */
  async function interruptedImport(sourceId: string, filePath: string, mode: 'FULL' | 'SUPPLEMENT') {
    const row = await t.app.db
      .insertInto('list_snapshots')
      .values({
        source_id: sourceId,
        status: 'IMPORTING',
        mode,
        file_name: 'sdn.csv',
        file_sha256: createHash('sha256').update(fs.readFileSync(filePath)).digest('hex'),
        issues: '[]',
        started_at: new Date(Date.now() - 60 * 60 * 1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('marks a snapshot left IMPORTING as FAILED at start, keeps the snapshot in force, and the same file then imports', async () => {
    const kept = await importListFromPath(deps(), { sourceId: 'ofac', filePath: writeListFile('sdn.csv', [ofacRow(1, 'ACME HOLDINGS')]) });
    const next = writeListFile('sdn.csv', [ofacRow(1, 'ACME HOLDINGS'), ofacRow(2, 'ZETA TRADING CO')]);
    const interrupted = await interruptedImport('ofac', next, 'FULL');

    expect(await failInterruptedImports(deps())).toContain(interrupted);
    expect(await t.app.db.selectFrom('list_snapshots').selectAll().where('id', '=', interrupted).executeTakeFirstOrThrow()).toMatchObject({
      status: 'FAILED',
      error: INTERRUPTED_IMPORT,
      finished_at: expect.any(Date),
    });
    expect(await currentSnapshot('ofac')).toBe(kept.snapshotId);

    const retried = await importListFromPath(deps(), { sourceId: 'ofac', filePath: next });
    expect(retried).toMatchObject({ status: 'ACTIVE', added: 1, recordCount: 2 });
    expect(await currentSnapshot('ofac')).toBe(retried.snapshotId);
  });

  it('leaves alone an import still running (it holds its snapshot row)', async () => {
    const running = await interruptedImport('sam', writeListFile('sam.csv', ['not read']), 'FULL');
    await t.app.db.transaction().execute(async (trx) => {
      await trx.selectFrom('list_snapshots').select('id').where('id', '=', running).forUpdate().execute();
      expect(await failInterruptedImports(deps())).not.toContain(running);
    });
    expect(await t.app.db.selectFrom('list_snapshots').select('status').where('id', '=', running).executeTakeFirstOrThrow()).toEqual({
      status: 'IMPORTING',
    });
  });
});
