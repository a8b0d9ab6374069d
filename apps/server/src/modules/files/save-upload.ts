import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { fileTooLargeMessage } from '@app/shared/files/uploads';
import { recordAudit } from '../../platform/audit/audit-log';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, forbidden, validationFailed } from '../../platform/errors';
import { CONTENT_TYPES, sniffFileKind } from '../../platform/files/content-sniffing';
import { UPLOAD_RULES } from '../../platform/files/upload-rules';
import { storageKey } from '../../platform/files/file-storage';

const SNIFF_BYTES = 8 * 1024;

/** The one file of an upload request, as the route reads it from the body. */
export interface IncomingFile {
  filename: string;
  /** The file's bytes; the reader stops a little past the size limit it was given (never the whole of a huge file). */
  stream: Readable;
  /** Reads the rest of the request once the file is in; refuses (400) a second file. */
  end(): Promise<void>;
}

export interface SavedFile {
  id: number;
  name: string;
}

export const FILE_TYPE_NOT_RECOGNIZED = 'File type not recognized';

/**
 * Stores one uploaded file into `directory` for the actor's tenant. The directory and the actor's right
 * to upload there are checked before any of the body is read; then the file is asked for with the
 * directory's size limit (`receive`) and streamed to a temporary file while hashing (never held in
 * memory). The first byte over the limit stops it with 413 (nothing stored, the temporary file removed);
 * the content (not the name or the declared type) is checked against the allowed kinds.
 */
export async function saveUpload(
  ctx: ServiceContext,
  input: { directory: string; dataPointId?: string; receive: (maxBytes: number) => Promise<IncomingFile> },
): Promise<SavedFile> {
  const actor = requireActor(ctx);
  const rule = UPLOAD_RULES[input.directory];
  if (!rule) throw validationFailed(`Unknown upload directory "${input.directory}"`, { 'directory-name': 'Unknown upload directory' });
  if (actor.role !== 'PT Admin User' && !rule.roles.includes(actor.role)) throw forbidden('You may not upload files here.');

  const file = await input.receive(rule.maxBytes);
  const tooLarge = new AppError(413, 'PAYLOAD_TOO_LARGE', fileTooLargeMessage(rule.maxBytes));
  const tempPath = path.join(ctx.files.tempDir(), randomUUID());
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > rule.maxBytes) return callback(tooLarge);
      hash.update(chunk);
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(file.stream, measure, fs.createWriteStream(tempPath));
    await file.end();
    if (size === 0) throw validationFailed('The file is empty.', { file: 'The file is empty.' });
    const kind = sniffFileKind(head);
    if (!kind || !rule.kinds.includes(kind)) {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `${FILE_TYPE_NOT_RECOGNIZED}: please upload ${rule.kindLabel}.`);
    }

    const vendorId = actor.role === 'Client User' ? null : actor.vendorId;
    const clientId = actor.role === 'Client User' ? actor.clientId : null;
    const key = storageKey({ vendorId, clientId }, input.directory);
    await ctx.files.putFromTempFile(key, tempPath);
    const filename = sanitizeFilename(file.filename);
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('files')
        .values({
          directory: input.directory,
          filename,
          content_type: CONTENT_TYPES[kind],
          size_bytes: size,
          sha256: hash.digest('hex'),
          storage_key: key,
          uploaded_by: actor.userId,
          vendor_id: vendorId,
          client_id: clientId,
          data_point_id: input.dataPointId ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, ctx, {
        action: 'file.uploaded',
        entityType: 'file',
        entityId: row.id,
        details: { directory: input.directory, size },
      });
      return { id: row.id, name: filename };
    });
  } finally {
    await fs.promises.rm(tempPath, { force: true });
  }
}

/** Keeps the user's file name for display and downloads, without paths or control characters. */
export function sanitizeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'upload';
}
