import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppDeps } from '../../../platform/context';
import { importListFile, type ImportListInput, type ImportOutcome } from './import-list';

/**
 * Imports a list file from disk (CLI, demo data, downloads): hashes it first, then streams it. `fileName`
 * names it when the path does not (a download's temporary file); the name decides full or supplement.
 */
export async function importListFromPath(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  input: { filePath: string; fileName?: string } & Pick<ImportListInput, 'sourceId' | 'importedBy' | 'minRecords' | 'demo'>,
): Promise<ImportOutcome> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(input.filePath), hash);
  return importListFile(deps, {
    sourceId: input.sourceId,
    fileName: input.fileName ?? path.basename(input.filePath),
    sha256: hash.digest('hex'),
    open: () => fs.createReadStream(input.filePath),
    importedBy: input.importedBy,
    minRecords: input.minRecords,
    demo: input.demo,
  });
}
