import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppDeps } from '../context';
import { storageKey } from './file-storage';

interface StoredFileOwner {
  vendorId: number | null;
  /** The client a client's own file belongs to (the vendor is null then). */
  clientId?: number | null;
  directory: string;
  filename: string;
  contentType: string;
}

/** Keeps a file the server generated (e.g. a report PDF to attach to an e-mail) in storage. */
export async function storeGeneratedFile(
  deps: Pick<AppDeps, 'db' | 'files'>,
  input: StoredFileOwner & { content: Buffer },
): Promise<number> {
  const tempPath = path.join(deps.files.tempDir(), randomUUID());
  await fs.promises.writeFile(tempPath, input.content);
  return storeGeneratedTempFile(deps, {
    ...input,
    tempPath,
    sizeBytes: input.content.length,
    sha256: createHash('sha256').update(input.content).digest('hex'),
  });
}

/** The size and SHA-256 of a file on disk, read as a stream. */
export async function sizeAndSha256(filePath: string): Promise<{ sizeBytes: number; sha256: string }> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(filePath), hash);
  return { sizeBytes: (await fs.promises.stat(filePath)).size, sha256: hash.digest('hex') };
}

/**
 * Keeps a generated file written to a temporary file of `files.tempDir()` (a large one streamed to disk,
 * never whole in memory) in storage; the temporary file is moved, not copied.
 */
export async function storeGeneratedTempFile(
  deps: Pick<AppDeps, 'db' | 'files'>,
  input: StoredFileOwner & { tempPath: string; sizeBytes: number; sha256: string },
): Promise<number> {
  const key = storageKey(input, input.directory);
  await deps.files.putFromTempFile(key, input.tempPath);
  const row = await deps.db
    .insertInto('files')
    .values({
      directory: input.directory,
      filename: input.filename,
      content_type: input.contentType,
      size_bytes: input.sizeBytes,
      sha256: input.sha256,
      storage_key: key,
      vendor_id: input.vendorId,
      client_id: input.clientId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
