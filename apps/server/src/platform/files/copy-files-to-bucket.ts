import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NotFound, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

export interface CopyOutcome {
  copied: number;
  /** Already in the bucket with the same size and SHA-256 (an earlier run copied them). */
  alreadyThere: number;
  /** Keys whose copy failed or read back different; the local file is left as it was. */
  failed: Array<{ key: string; reason: string }>;
}

/** The metadata entry (x-amz-meta-sha256) that records the content's SHA-256 on each copied object. */
const SHA256_METADATA = 'sha256';

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(stream, hash);
  return hash.digest('hex');
}

/** Every stored file under the local files folder, as its storage key (the temporary folder left out). */
function* localKeys(root: string, prefix = ''): Generator<string> {
  for (const entry of fs.readdirSync(path.join(root, prefix), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory() && key !== 'tmp') yield* localKeys(root, key);
    else if (entry.isFile()) yield key;
  }
}

/**
 * `npm run files:migrate`: copies every file of a local files folder (DATA_DIR/files) to the bucket under
 * the same key, the storage keys in the database staying valid. Idempotent and resumable: an object already
 * there with the same size and SHA-256 is skipped, so a run cut off part way is simply run again. Each copy
 * is verified by reading it back and comparing its SHA-256 with the local file's; one that differs is
 * removed and reported. Files are streamed, never read whole; local files are never changed or removed.
 */
export async function copyFilesToBucket(
  s3: { client: S3Client; bucket: string },
  root: string,
  onProgress: (key: string, outcome: 'copied' | 'already there' | 'failed') => void = () => {},
): Promise<CopyOutcome> {
  const outcome: CopyOutcome = { copied: 0, alreadyThere: 0, failed: [] };
  for (const key of localKeys(root)) {
    const localPath = path.join(root, key);
    try {
      const sha256 = await sha256Of(fs.createReadStream(localPath));
      const size = (await fs.promises.stat(localPath)).size;
      if (await holds(s3, key, { sha256, size })) {
        outcome.alreadyThere++;
        onProgress(key, 'already there');
        continue;
      }
      await new Upload({
        client: s3.client,
        params: { Bucket: s3.bucket, Key: key, Body: fs.createReadStream(localPath), Metadata: { [SHA256_METADATA]: sha256 } },
      }).done();
      const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      const copiedSha256 = await sha256Of(object.Body as Readable);
      if (copiedSha256 !== sha256) {
        await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
        throw new Error(`read back with SHA-256 ${copiedSha256}, expected ${sha256}`);
      }
      outcome.copied++;
      onProgress(key, 'copied');
    } catch (error) {
      outcome.failed.push({ key, reason: (error as Error).message });
      onProgress(key, 'failed');
    }
  }
  return outcome;
}

/** True when the bucket has `key` with this size and the SHA-256 recorded by an earlier copy. */
async function holds(s3: { client: S3Client; bucket: string }, key: string, local: { sha256: string; size: number }): Promise<boolean> {
  try {
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    return head.ContentLength === local.size && head.Metadata?.[SHA256_METADATA] === local.sha256;
  } catch (error) {
    if (error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
}
