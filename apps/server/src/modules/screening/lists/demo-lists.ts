import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stateFixturePath } from '@app/screening/state-lists/fixtures/state-fixtures';
import { STATE_SOURCES } from '@app/screening/state-lists/registry';
import type { AppDeps } from '../../../platform/context';
import { importListFromPath } from './import-list-from-path';

/** The public list files shipped with @app/screening (packages/screening/data) as demo snapshots. */
export const SHIPPED_LISTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../packages/screening/data');

/**
 * The shipped files in the order they were published: LEIE monthly supplements oldest first (each
 * month's exclusions, then its reinstatements), the OFAC SDN list and the SAM sample; then every state
 * list's synthetic fixture as a demo snapshot.
 */
export function shippedListFiles(dir = SHIPPED_LISTS_DIR): Array<{ sourceId: string; filePath: string; demo?: boolean }> {
  const leieDir = path.join(dir, 'leie');
  const month = (name: string) => {
    const old = /^(sanc|rein)(\d{2})(\d{2})\.csv$/i.exec(name);
    if (old) return `${old[2]}${old[3]}`;
    return name.slice(0, 4);
  };
  const leie = fs
    .readdirSync(leieDir)
    .filter((name) => name.endsWith('.csv'))
    .sort((a, b) => month(a).localeCompare(month(b)) || Number(/rein/i.test(a)) - Number(/rein/i.test(b)))
    .map((name) => ({ sourceId: 'leie', filePath: path.join(leieDir, name) }));
  return [
    ...leie,
    { sourceId: 'ofac', filePath: path.join(dir, 'ofac', 'sdn.csv') },
    { sourceId: 'sam', filePath: path.join(dir, 'sam', 'sam_exclusions_sample.csv') },
    // The state lists' synthetic fixtures, labelled as demo snapshots so nobody takes them for the real lists.
    ...STATE_SOURCES.map((source) => ({ sourceId: source.id, filePath: stateFixturePath(source), demo: true })),
  ];
}

/** Imports every shipped list file (a no-op for files already applied). */
export async function importShippedLists(deps: Pick<AppDeps, 'db' | 'jobs'>): Promise<void> {
  for (const file of shippedListFiles()) {
    const outcome = await importListFromPath(deps, file);
    if (outcome.status === 'FAILED') throw new Error(`Import of ${file.filePath} failed: ${outcome.error}`);
  }
}

export async function hasNoListSnapshots(db: AppDeps['db']): Promise<boolean> {
  return !(await db.selectFrom('list_snapshots').select('id').where('status', '=', 'ACTIVE').limit(1).executeTakeFirst());
}
