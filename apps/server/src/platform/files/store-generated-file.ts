import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppDeps } from '../context';

/** Keeps a file the server generated (e.g. a report PDF to attach to an e-mail) in storage. */
export async function storeGeneratedFile(
  deps: Pick<AppDeps, 'db' | 'files'>,
  input: { vendorId: number | null; directory: string; filename: string; contentType: string; content: Buffer },
): Promise<number> {
  const tempPath = path.join(deps.files.tempDir(), randomUUID());
  await fs.promises.writeFile(tempPath, input.content);
  const storageKey = `${input.directory}/${new Date().toISOString().slice(0, 7)}/${randomUUID()}`;
  await deps.files.putFromTempFile(storageKey, tempPath);
  const row = await deps.db
    .insertInto('files')
    .values({
      directory: input.directory,
      filename: input.filename,
      content_type: input.contentType,
      size_bytes: input.content.length,
      sha256: createHash('sha256').update(input.content).digest('hex'),
      storage_key: storageKey,
      vendor_id: input.vendorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
