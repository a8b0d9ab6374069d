import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's one account: requests signed with other credentials are refused. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface RunningS3Server {
  endpoint: string;
  /** Its objects on disk (s3rver's own layout), to prove where a file went. */
  directory: string;
  /** The FILE_STORAGE=s3 settings of a process using `bucket` on it. */
  env(bucket: string): Record<string, string>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on 127.0.0.1 and a free port, with `buckets` created, for tests. */
export async function startS3Server(buckets: string[]): Promise<RunningS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    env: (bucket) => ({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
