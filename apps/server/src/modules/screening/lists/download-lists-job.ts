import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs/job-queue';
import { importListFromPath } from './import-list-from-path';

const payload = z.object({ sourceId: z.string().optional() }).passthrough();
const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;

/**
 * Daily download of every source whose download is enabled (04:00 UTC), or of one source on demand.
 * The file is streamed to a temporary file and imported; an unchanged file is a no-op (DUPLICATE),
 * and a failed download or import leaves the snapshot in force.
 */
export const downloadListsJob: JobDefinition<typeof payload> = {
  name: 'lists.download',
  payload,
  retryLimit: 3,
  // Downloads (up to 10 minutes each) and imports of every source in one run. A run whose worker died is
  // delivered again once it expires; its unfinished snapshot was marked FAILED at the next start, and a
  // file already applied is a no-op (DUPLICATE), so the retry finishes the work.
  expireInSeconds: 60 * 60,
  schedule: '0 4 * * *',
  async handle(deps, { sourceId }) {
    let query = deps.db.selectFrom('list_sources').select(['id', 'download_url']).where('download_url', 'is not', null);
    query = sourceId ? query.where('id', '=', sourceId) : query.where('download_enabled', '=', true);
    for (const source of await query.execute()) {
      await downloadAndImport(deps, source.id, source.download_url!);
    }
  },
};

export async function downloadAndImport(deps: Parameters<typeof importListFromPath>[0], sourceId: string, url: string) {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'vp-download-'));
  const fileName = decodeURIComponent(new URL(url).pathname.split('/').pop() || `${sourceId}.csv`);
  const filePath = path.join(dir, fileName);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
    if (!response.ok || !response.body) throw new Error(`Download of ${url} failed: HTTP ${response.status}`);
    await pipeline(Readable.fromWeb(response.body as WebReadableStream), fs.createWriteStream(filePath));
    return await importListFromPath(deps, { sourceId, filePath });
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
