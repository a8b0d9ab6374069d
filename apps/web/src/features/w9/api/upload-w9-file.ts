import { UPLOAD_MAX_BYTES, type UploadedFile } from '@app/shared/files/uploads';
import { uploadFile } from '../../../api/upload-file';

/** The server's limit for the w9 directory; checked here too so a big file fails before it is sent. */
export const W9_MAX_BYTES = UPLOAD_MAX_BYTES.w9;
/** PDF or any image the server recognises by content (spec 001 §5 W-9). */
export const W9_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg', '.gif'] as const;

/** POST /files into the vendor's w9 directory; the W-9 is recorded separately. */
export async function uploadW9File(file: File): Promise<UploadedFile> {
  return uploadFile(file, { directory: 'w9' });
}
