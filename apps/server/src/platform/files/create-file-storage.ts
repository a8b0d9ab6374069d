import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { ConfigError, type AppConfig } from '../config';
import { LocalFileStorage, type FileStorage } from './file-storage';
import type { S3Settings } from './s3-file-storage';

/** The S3 settings of the configuration (FILE_STORAGE=s3; the bucket is required then). */
function s3Settings(config: AppConfig): S3Settings {
  return {
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/**
 * The file storage FILE_STORAGE asks for: DATA_DIR/files, or the bucket (checked first: a missing bucket
 * or refused credentials stop the start with a ConfigError naming the setting).
 */
export async function createFileStorage(config: AppConfig): Promise<FileStorage> {
  if (config.FILE_STORAGE === 'local') return new LocalFileStorage(path.join(config.dataDir, 'files'));
  const { client, bucket } = await connectBucket(config);
  const { S3FileStorage } = await import('./s3-file-storage');
  return new S3FileStorage(client, bucket, path.join(config.dataDir, 'tmp'));
}

/** A client for the configured bucket, once it answers (else a ConfigError naming the setting). */
export async function connectBucket(config: AppConfig): Promise<{ client: S3Client; bucket: string }> {
  // Loaded only for FILE_STORAGE=s3: a local installation never loads the AWS SDK.
  const { checkBucket, createS3Client } = await import('./s3-file-storage');
  const settings = s3Settings(config);
  const client = createS3Client(settings);
  const problem = await checkBucket(client, settings);
  if (problem) {
    client.destroy();
    throw new ConfigError(`Invalid configuration:\n  ${problem}`);
  }
  return { client, bucket: settings.bucket };
}
