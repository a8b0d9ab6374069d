import { UPLOAD_MAX_BYTES, UploadedFile } from '@app/shared/files/uploads';
import { http } from '../../../api/http';


/** The server's limit for the w9 directory; checked here too so a big file fails before it is sent. */
export const W9_MAX_BYTES = UPLOAD_MAX_BYTES.w9;
/** PDF or any image the server recognises by content (spec 001 §5 W-9). */
export const W9_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg', '.gif'] as const;

/** POST /files (multipart field "file") into the vendor's w9 directory; the W-9 is recorded separately. */
export async function uploadW9File(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return UploadedFile.parse(await http.post('/files', form, { headers: { 'directory-name': 'w9', 'user-type': 'vendor' } }));
}
