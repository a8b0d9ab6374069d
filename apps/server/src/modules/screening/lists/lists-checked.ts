import type { CheckedList } from '@app/shared/screening/lists-checked';
import type { Db } from '../../../platform/db/database';
import { anyOf } from '../../../platform/db/any-of';
import { preparedRows } from '../../../platform/db/prepared-query';

const isState = (sourceId: string) => sourceId.startsWith('state:');

/** The federal lists in the order compliance officers name them. */
const FEDERAL_ORDER = ['leie', 'sam', 'ofac'];

/** LEIE, SAM, OFAC by their order above; any other federal list after them; state lists last. */
function rank(list: CheckedList): number {
  if (list.kind === 'state') return FEDERAL_ORDER.length + 1;
  const known = FEDERAL_ORDER.indexOf(list.sourceId);
  return known === -1 ? FEDERAL_ORDER.length : known;
}

/** Federal lists first (LEIE, SAM, OFAC), then the state lists by name. */
function byKindThenName(a: CheckedList, b: CheckedList): number {
  return rank(a) - rank(b) || a.name.localeCompare(b.name);
}

function toCheckedList(row: {
  id: string;
  name: string;
  finished_at: Date | null;
  started_at: Date | null;
  demo: boolean | null;
}): CheckedList {
  const day = row.finished_at ?? row.started_at;
  return {
    sourceId: row.id,
    name: row.name,
    kind: isState(row.id) ? 'state' : 'federal',
    listDate: day ? day.toISOString().slice(0, 10) : null,
    demo: row.demo ?? false,
  };
}

/**
 * The lists every subject is screened against now, with the day of each: every federal list (one not
 * loaded yet has no day and reads "not yet screened") and every state list that has a list in force.
 * The one source of what the compliance report, the certificate and its public verify page name;
 * nothing in it belongs to a tenant.
 */
export async function listsInForce(db: Db): Promise<CheckedList[]> {
  const rows = await preparedRows(
    db,
    db
      .selectFrom('list_sources as s')
      .leftJoin('list_snapshots as n', 'n.id', 's.current_snapshot_id')
      .select(['s.id', 's.name', 'n.finished_at', 'n.started_at', 'n.demo'])
      .where((eb) => eb.or([eb('n.id', 'is not', null), eb('s.id', 'not like', 'state:%')])),
  );
  return rows.map(toCheckedList).sort(byKindThenName);
}

/** The lists of these snapshots (the ones a subject was last screened against), with their days. */
export async function listsOfSnapshots(db: Db, snapshotIds: readonly number[]): Promise<CheckedList[]> {
  if (!snapshotIds.length) return [];
  const rows = await db
    .selectFrom('list_snapshots as n')
    .innerJoin('list_sources as s', 's.id', 'n.source_id')
    .select(['s.id', 's.name', 'n.finished_at', 'n.started_at', 'n.demo'])
    .where('n.id', '=', anyOf(snapshotIds))
    .execute();
  return rows.map(toCheckedList).sort(byKindThenName);
}
