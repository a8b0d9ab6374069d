import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { fetchSourceFile, withEntryAddress } from '@app/screening/state-lists/fetch/fetch-source';
import type { FetchStrategy } from '@app/screening/state-lists/source-types';
import { stateSource } from '@app/screening/state-lists/registry';
import type { AppDeps } from '../../../platform/context';
import type { JobDefinition } from '../../../platform/jobs/job-queue';
import { storeGeneratedTempFile } from '../../../platform/files/store-generated-file';
import { alertListAdmins } from './alert-list-admins';
import { importListFromPath } from './import-list-from-path';

const payload = z.object({ sourceId: z.string().optional() }).passthrough();
const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;

/**
 * Daily download of every source whose download is enabled (04:00 UTC), or of one source on demand.
 * Each source is fetched with its strategy (federal lists and direct state files: the address itself;
 * other states: the page link, ASP.NET postback or SharePoint list that leads to the file) and imported.
 * A failed download, a refused file, or one with fewer than half the records in force leaves the
 * snapshot in force, is recorded on the source and alerts the admins; the other sources go on.
 */
export const downloadListsJob: JobDefinition<typeof payload> = {
  name: 'lists.download',
  payload,
  retryLimit: 3,
  // Downloads (up to 10 minutes each) and imports of every source in one run. A run whose worker died is
  // delivered again once it expires; its unfinished snapshot was marked FAILED at the next start, and a
  // file already applied is a no-op (DUPLICATE), so the retry finishes the work.
  expireInSeconds: 2 * 60 * 60,
  schedule: '0 4 * * *',
  async handle(deps, { sourceId }) {
    let query = deps.db.selectFrom('list_sources').select(['id', 'name', 'download_url']).where('download_url', 'is not', null);
    query = sourceId ? query.where('id', '=', sourceId) : query.where('download_enabled', '=', true);
    for (const source of await query.execute()) {
      await downloadAndImport(deps, { id: source.id, name: source.name, url: source.download_url! });
    }
  },
};

function strategyFor(sourceId: string, url: string): FetchStrategy {
  const state = sourceId.startsWith('state:') ? stateSource(sourceId) : undefined;
  return state ? withEntryAddress(state.fetch, url) : { kind: 'direct', url };
}

/** Half the records of the snapshot in force: a smaller download is taken for a broken one. */
async function minimumRecords(deps: Pick<AppDeps, 'db'>, sourceId: string): Promise<number | undefined> {
  const current = await deps.db
    .selectFrom('list_sources')
    .innerJoin('list_snapshots', 'list_snapshots.id', 'list_sources.current_snapshot_id')
    .select('list_snapshots.record_count')
    .where('list_sources.id', '=', sourceId)
    .executeTakeFirst();
  return current && current.record_count > 0 ? Math.ceil(current.record_count / 2) : undefined;
}

export async function downloadAndImport(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'mailer' | 'config' | 'files'>,
  source: { id: string; name: string; url: string },
) {
  const tempPath = path.join(deps.files.tempDir(), randomUUID());
  let problem: string | undefined;
  try {
    const fetched = await fetchSourceFile(strategyFor(source.id, source.url), { timeoutMs: DOWNLOAD_TIMEOUT_MS });
    const fileName = path.basename(fetched.fileName) || `${source.id.replace(':', '-')}.dat`;
    await fs.promises.writeFile(tempPath, fetched.data);
    const outcome = await importListFromPath(deps, {
      sourceId: source.id,
      filePath: tempPath,
      fileName,
      minRecords: await minimumRecords(deps, source.id),
    });
    if (outcome.status !== 'DUPLICATE')
      await keepSourceFile(deps, { snapshotId: outcome.snapshotId, fileName, tempPath, data: fetched.data });
    if (outcome.status === 'FAILED') problem = `The downloaded file was not imported: ${outcome.error}`;
    return outcome;
  } catch (error) {
    problem = (error as Error).message;
    return undefined;
  } finally {
    await fs.promises.rm(tempPath, { force: true });
    await deps.db
      .updateTable('list_sources')
      .set(
        problem
          ? { last_download_at: new Date(), last_error: problem.slice(0, 2000), last_error_at: new Date() }
          : { last_download_at: new Date(), last_error: null },
      )
      .where('id', '=', source.id)
      .execute();
    if (problem) await alertListAdmins(deps, { sourceName: source.name, problem });
  }
}

/**
 * Keeps a downloaded list file (imported, or refused: what an admin wants to look at) in file storage
 * under the platform's prefix, as an admin's upload is, and notes it on its snapshot: it can be
 * downloaded and imported again. The same file as the snapshot in force (DUPLICATE) is not kept twice.
 */
async function keepSourceFile(
  deps: Pick<AppDeps, 'db' | 'files'>,
  file: { snapshotId: number; fileName: string; tempPath: string; data: Buffer },
): Promise<void> {
  const fileId = await storeGeneratedTempFile(deps, {
    vendorId: null,
    directory: 'listImport',
    filename: file.fileName,
    contentType: 'application/octet-stream',
    tempPath: file.tempPath,
    sizeBytes: file.data.length,
    sha256: createHash('sha256').update(file.data).digest('hex'),
  });
  await deps.db.updateTable('list_snapshots').set({ source_file_id: fileId }).where('id', '=', file.snapshotId).execute();
}
