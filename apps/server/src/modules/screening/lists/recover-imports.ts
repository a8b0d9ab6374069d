import type { AppDeps } from '../../../platform/context';

export const INTERRUPTED_IMPORT =
  'The import stopped before the end (the server stopped during it). Nothing of it was applied; import the file again.';

/**
 * Start-up recovery of list imports that died with their process: a snapshot left IMPORTING that no
 * live import holds (an import keeps its snapshot row locked until it commits) becomes FAILED. Its
 * transaction rolled back, so the previous snapshot is still in force; importing the same file again
 * is the retry (a FAILED attempt does not count as applied). Answers the snapshot ids marked FAILED.
 */
export async function failInterruptedImports(deps: Pick<AppDeps, 'db'>): Promise<number[]> {
  const failed = await deps.db
    .updateTable('list_snapshots')
    .set({ status: 'FAILED', error: INTERRUPTED_IMPORT, finished_at: new Date() })
    .where('status', '=', 'IMPORTING')
    .where('id', 'in', (eb) => eb.selectFrom('list_snapshots').select('id').where('status', '=', 'IMPORTING').forUpdate().skipLocked())
    .returning('id')
    .execute();
  return failed.map((snapshot) => snapshot.id);
}
