import fs from 'node:fs';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { openedOnFirstRead, prepareTempDir, StoredFileMissing, type FileStorage } from './file-storage';

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** Parts of a multipart upload; a file up to this size is one PutObject. */
const PART_BYTES = 8 * 1024 * 1024;

/** The S3 client for the settings: S3-compatible servers (MinIO, Ceph, s3rver) as well as AWS. */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // The SDK's default CRC checksums on every request are refused by many S3-compatible servers; the
    // files table keeps each file's SHA-256, which is what the product verifies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * FILE_STORAGE=s3: files as private objects of one bucket (no ACL is set: objects stay the bucket
 * owner's, reachable only with the server's credentials). Uploads are streamed from the node's
 * temporary file in multipart parts; reads stream the object's body.
 */
export class S3FileStorage implements FileStorage {
  private readonly temp: string;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    tempDir: string,
  ) {
    this.temp = prepareTempDir(tempDir);
  }

  async putFromTempFile(key: string, tempPath: string): Promise<void> {
    try {
      const upload = new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: key, Body: fs.createReadStream(tempPath) },
        partSize: PART_BYTES,
        queueSize: 2,
      });
      await upload.done();
    } finally {
      await fs.promises.rm(tempPath, { force: true });
    }
  }

  read(key: string): Readable {
    return openedOnFirstRead(async () => {
      try {
        const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
        return object.Body as Readable;
      } catch (error) {
        throw error instanceof NoSuchKey ? new StoredFileMissing(key) : error;
      }
    });
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  tempDir(): string {
    return this.temp;
  }
}

/**
 * Checks at start that the bucket exists and the credentials may use it; a failure names the setting to
 * fix (the caller stops the process with it).
 */
export async function checkBucket(client: S3Client, settings: S3Settings): Promise<string | undefined> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    return undefined;
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    if (status === 404) return `S3_BUCKET: the bucket "${settings.bucket}" does not exist at ${settings.endpoint ?? 'AWS'}`;
    if (status === 403 || status === 401) {
      return `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: the credentials were refused for the bucket "${settings.bucket}" (HTTP ${status})`;
    }
    return `S3_ENDPOINT: the bucket "${settings.bucket}" could not be reached at ${settings.endpoint ?? 'AWS'}: ${(error as Error).message}`;
  }
}
