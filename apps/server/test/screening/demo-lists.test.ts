import { describe, expect, it } from 'vitest';
import { importShippedLists, shippedListFiles } from '../../src/modules/screening/lists/demo-lists';
import { useTestApp } from '../support/harness';

describe('shipped public lists (the demo snapshots of npm start)', () => {
  const t = useTestApp();

  it('orders LEIE supplements by month, each month exclusions before reinstatements', () => {
    const names = shippedListFiles().map((f) => f.filePath.split('/').pop());
    expect(names.slice(0, 6)).toEqual(['sanc1511.csv', 'rein1511.csv', 'sanc1512.csv', 'rein1512.csv', '1601EXCL.csv', '1601REIN.csv']);
    const files = shippedListFiles();
    const federal = files.filter((f) => !f.demo).map((f) => f.filePath.split('/').pop());
    expect(federal.slice(-2)).toEqual(['sdn.csv', 'sam_exclusions_sample.csv']);
    // Then every state list's fixture, as a demo snapshot.
    expect(files.filter((f) => f.demo)).toHaveLength(44);
  });

  it('imports every shipped file into real list records, and a second run changes nothing', { timeout: 120_000 }, async () => {
    await importShippedLists(t.app.runtime.deps);
    const counts = await t.app.db
      .selectFrom('list_records')
      .select(['source_id', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('source_id')
      .execute();
    const bySource = Object.fromEntries(counts.map((c) => [c.source_id, Number(c.n)]));
    expect(bySource.leie).toBeGreaterThan(3_000);
    expect(bySource.ofac).toBeGreaterThan(14_000);
    expect(bySource.sam).toBeGreaterThan(5);
    expect(Object.keys(bySource).filter((id) => id.startsWith('state:'))).toHaveLength(44);
    const demo = await t.app.db
      .selectFrom('list_snapshots')
      .select('source_id')
      .where('demo', '=', true)
      .where('status', '=', 'ACTIVE')
      .execute();
    expect(demo).toHaveLength(44);
    const snapshotsBefore = await t.app.db
      .selectFrom('list_snapshots')
      .select('id')
      .where('status', 'in', ['ACTIVE', 'SUPERSEDED'])
      .execute();
    await importShippedLists(t.app.runtime.deps);
    const snapshotsAfter = await t.app.db
      .selectFrom('list_snapshots')
      .select('id')
      .where('status', 'in', ['ACTIVE', 'SUPERSEDED'])
      .execute();
    expect(snapshotsAfter).toHaveLength(snapshotsBefore.length);
  });
});
