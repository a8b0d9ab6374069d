import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/platform/config';
import { createFileStorage } from '../../src/platform/files/create-file-storage';
import { LocalFileStorage, StoredFileMissing, storageKey, type FileStorage } from '../../src/platform/files/file-storage';
import { startS3Server, type RunningS3Server } from '../../src/testing/s3-server';

const BUCKET = 'vendorproof-contract';
const MB = 1024 * 1024;

/** Writes `content` into a temporary file of the storage, as an upload or a generated report does. */
async function tempFileOf(storage: FileStorage, content: Buffer | Readable): Promise<string> {
  const tempPath = path.join(storage.tempDir(), randomUUID());
  await pipeline(Buffer.isBuffer(content) ? Readable.from([content]) : content, fs.createWriteStream(tempPath));
  return tempPath;
}

async function sha256Of(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** `count` chunks of 1 MB of pseudo-random bytes, produced on the fly (never one buffer). */
function generatedBytes(count: number): Readable {
  let seed = 7;
  return Readable.from(
    (function* () {
      for (let i = 0; i < count; i++) {
        const chunk = Buffer.alloc(MB);
        for (let j = 0; j < MB; j += 4) chunk.writeUInt32LE((seed = (seed * 1_103_515_245 + 12_345) >>> 0), j);
        yield chunk;
      }
    })(),
  );
}

/** The behaviour every FileStorage keeps, whichever engine holds the files. */
function storageContract(name: string, open: () => FileStorage) {
  describe(`${name} file storage`, () => {
    it('stores a temporary file under a tenant key, removes the temporary file, and streams the content back', async () => {
      const storage = open();
      const key = storageKey({ vendorId: 42 }, 'evd');
      expect(key).toMatch(/^vendor-42\/evd\/\d{4}-\d{2}\/[0-9a-f-]{36}$/);
      const tempPath = await tempFileOf(storage, Buffer.from('%PDF-1.4 contract'));

      await storage.putFromTempFile(key, tempPath);

      expect(fs.existsSync(tempPath)).toBe(false);
      expect(Buffer.concat(await storage.read(key).toArray()).toString()).toBe('%PDF-1.4 contract');
    });

    it('streams a file larger than one multipart part in and out unchanged', async () => {
      const storage = open();
      const key = storageKey({ clientId: 7 }, 'clientImport');
      const tempPath = await tempFileOf(storage, generatedBytes(20));
      const written = await sha256Of(fs.createReadStream(tempPath));

      await storage.putFromTempFile(key, tempPath);

      expect(await sha256Of(storage.read(key))).toEqual(written);
      expect(written.size).toBe(20 * MB);
    }, 60_000);

    it('fails the stream of a key that holds nothing with StoredFileMissing, also after a removal', async () => {
      const storage = open();
      await expect(storage.read(storageKey({}, 'async-reports')).toArray()).rejects.toBeInstanceOf(StoredFileMissing);

      const key = storageKey({ vendorId: 1 }, 'w9');
      await storage.putFromTempFile(key, await tempFileOf(storage, Buffer.from('w9')));
      await storage.remove(key);
      await storage.remove(key);
      await expect(storage.read(key).toArray()).rejects.toBeInstanceOf(StoredFileMissing);
    });

    it('replaces the content when the same key is stored again', async () => {
      const storage = open();
      const key = storageKey({ vendorId: 3 }, 'employeeUpload');
      await storage.putFromTempFile(key, await tempFileOf(storage, Buffer.from('first')));
      await storage.putFromTempFile(key, await tempFileOf(storage, Buffer.from('second')));
      expect(Buffer.concat(await storage.read(key).toArray()).toString()).toBe('second');
    });

    it('does not open the file until the stream is read, and stops reading when the reader goes away', async () => {
      const storage = open();
      const key = storageKey({ vendorId: 5 }, 'evd');
      await storage.putFromTempFile(key, await tempFileOf(storage, generatedBytes(3)));
      const unread = storage.read(storageKey({ vendorId: 5 }, 'missing'));
      unread.destroy();
      const partial = storage.read(key);
      const first = await new Promise<Buffer>((resolve) => partial.once('data', resolve));
      partial.destroy();
      expect(first.length).toBeGreaterThan(0);
      expect(partial.destroyed).toBe(true);
    });
  });
}

const localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-contract-local-'));
afterAll(() => fs.rmSync(localRoot, { recursive: true, force: true }));
storageContract('local', () => new LocalFileStorage(localRoot));

let s3: RunningS3Server;
let s3Storage: FileStorage;
const s3Config = (overrides: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: path.join(localRoot, 's3-node'), ...s3.env(BUCKET), ...overrides });
beforeAll(async () => {
  s3 = await startS3Server([BUCKET]);
  s3Storage = await createFileStorage(s3Config());
});
afterAll(() => s3?.close());
storageContract('S3 (s3rver)', () => s3Storage);

describe('FILE_STORAGE=s3 at start', () => {
  it('keeps the bytes in the bucket, nothing under the node’s data folder but its empty temporary folder', async () => {
    const key = storageKey({ vendorId: 9 }, 'w9');
    await s3Storage.putFromTempFile(key, await tempFileOf(s3Storage, Buffer.from('in the bucket')));
    expect(fs.readdirSync(path.join(localRoot, 's3-node'))).toEqual(['tmp']);
    expect(fs.readdirSync(path.join(localRoot, 's3-node', 'tmp'))).toEqual([]);
    expect(fs.readdirSync(s3.directory)).toContain(BUCKET);
  });

  it('stops with a message naming S3_BUCKET when the bucket does not exist', async () => {
    const start = createFileStorage(s3Config({ S3_BUCKET: 'no-such-bucket' }));
    await expect(start).rejects.toBeInstanceOf(ConfigError);
    await expect(start).rejects.toThrow(/S3_BUCKET: the bucket "no-such-bucket" does not exist/);
  });

  it('stops with a message naming the credential settings when the server refuses them', async () => {
    // s3rver checks the access key (it does not recompute SigV4 signatures; AWS and MinIO answer 403 alike).
    const start = createFileStorage(s3Config({ S3_ACCESS_KEY_ID: 'NOT-A-KEY' }));
    await expect(start).rejects.toThrow(/S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: the credentials were refused/);
  });

  it('refuses FILE_STORAGE=s3 without a bucket before anything starts', () => {
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(/S3_BUCKET: required when FILE_STORAGE=s3/);
  });
});
