import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config';
import { connectBucket } from '../../src/platform/files/create-file-storage';
import { startAppProcess } from '../../src/testing/app-process';
import { startS3Server, type RunningS3Server } from '../../src/testing/s3-server';

const BUCKET = 'vendorproof-migrate';
const MB = 1024 * 1024;

/** The local folder of an installation that ran with FILE_STORAGE=local: keys of today and of before tenant prefixes. */
const LOCAL_FILES: Record<string, Buffer> = {
  'vendor-12/evd/2026-11/0b3c8f0e-1d7e-4c55-9e2a-6f1f8d3c2a10': Buffer.from('%PDF-1.4 evidence'),
  'employeeUpload/2026-03/5d7a9e2c-3b1f-4a8e-8c6d-2e4f6a8b0c1d': Buffer.from('SSN,First Name\n'),
  // Larger than one multipart part: copied in parts, verified whole.
  'platform/async-reports/2026-11/9f8e7d6c-5b4a-4392-8170-6e5d4c3b2a19': Buffer.alloc(12 * MB, 'report row\n'),
};

describe('npm run files:migrate', () => {
  let s3: RunningS3Server;
  let dataDir: string;
  let bucket: Awaited<ReturnType<typeof connectBucket>>;
  const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
  const migrate = async () => {
    const run = await startAppProcess('files:migrate', { DATA_DIR: dataDir, ...s3.env(BUCKET), FILE_STORAGE: 'local' });
    return { code: await run.exited, output: run.output() };
  };
  const bucketContents = async () => {
    const listed = await bucket.client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    const contents: Record<string, string> = {};
    for (const object of listed.Contents ?? []) {
      const body = await bucket.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: object.Key! }));
      contents[object.Key!] = sha256(Buffer.from(await body.Body!.transformToByteArray()));
    }
    return contents;
  };
  const expected = Object.fromEntries(Object.entries(LOCAL_FILES).map(([key, content]) => [key, sha256(content)]));

  beforeAll(async () => {
    s3 = await startS3Server([BUCKET]);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-migrate-'));
    for (const [key, content] of Object.entries(LOCAL_FILES)) {
      fs.mkdirSync(path.dirname(path.join(dataDir, 'files', key)), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'files', key), content);
    }
    fs.mkdirSync(path.join(dataDir, 'files', 'tmp'));
    fs.writeFileSync(path.join(dataDir, 'files', 'tmp', 'upload-in-progress'), 'half');
    bucket = await connectBucket(loadConfig(s3.env(BUCKET)));
  });
  afterAll(async () => {
    bucket?.client.destroy();
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every stored file to the bucket under its key, verified, leaving temporary files and the local folder alone', async () => {
    const run = await migrate();
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('3 copied and verified, 0 already there, 0 failed.');
    expect(await bucketContents()).toEqual(expected);
    for (const [key, content] of Object.entries(LOCAL_FILES))
      expect(sha256(fs.readFileSync(path.join(dataDir, 'files', key)))).toBe(sha256(content));
  }, 60_000);

  it('run again copies nothing; after a cut-off run or a damaged object it copies only what is missing or differs', async () => {
    const again = await migrate();
    expect(again.output).toContain('0 copied and verified, 3 already there, 0 failed.');

    const [missing, damaged] = Object.keys(LOCAL_FILES);
    await bucket.client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: missing }));
    await bucket.client.send(new PutObjectCommand({ Bucket: BUCKET, Key: damaged, Body: 'truncated' }));
    const resumed = await migrate();
    expect(resumed.code, resumed.output).toBe(0);
    expect(resumed.output).toContain('2 copied and verified, 1 already there, 0 failed.');
    expect(await bucketContents()).toEqual(expected);
  }, 60_000);

  it('stops with the setting to fix when the bucket does not exist, copying nothing', async () => {
    const run = await startAppProcess('files:migrate', { DATA_DIR: dataDir, ...s3.env(BUCKET), S3_BUCKET: 'not-created' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/S3_BUCKET: the bucket "not-created" does not exist/);
  });
});
