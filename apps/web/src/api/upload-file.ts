import { UploadedFile, type UPLOAD_MAX_BYTES } from '@app/shared/files/uploads';
import { http } from './http';

/** Where a vendor's upload goes: the server's directory, and the extra tags some directories take. */
export interface UploadTarget {
  /** The `directory-name` header; the server's size limit and content checks follow it. */
  directory: keyof typeof UPLOAD_MAX_BYTES;
  /** The disclosure question the file answers (`data-point-id`). */
  dataPointId?: string;
  /** The vendor the file belongs to (`user-id`), when the server asks for it. */
  userId?: number | null;
  /** Keeps every upload under its own name (`?mode=unique`) instead of replacing a file of the same name. */
  unique?: boolean;
}

/**
 * POST /files (multipart field "file", user-type vendor) → the stored file's id and name. The one upload
 * call behind the disclosure, W-9, proof-of-monitoring and Marketplace logo uploads; what the file is for
 * is recorded by the feature's own call afterwards.
 */
export async function uploadFile(file: File, { directory, dataPointId, userId, unique = false }: UploadTarget): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers: Record<string, string> = { 'directory-name': directory, 'user-type': 'vendor' };
  if (dataPointId !== undefined) headers['data-point-id'] = dataPointId;
  if (userId !== undefined && userId !== null) headers['user-id'] = String(userId);
  return UploadedFile.parse(await http.post('/files', form, { headers, query: unique ? { mode: 'unique' } : undefined }));
}
