import { UploadedFile } from '@app/shared/files/uploads';
import { http } from '../../api/http';


/** POST /files (multipart field "file") into the evd directory, tagged with the question's dataPointId. */
export async function uploadEvdFile(file: File, dataPointId: string): Promise<{ id: number; name: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  return UploadedFile.parse(
    await http.post('/files', form, {
      query: { mode: 'unique' },
      headers: { 'directory-name': 'evd', 'data-point-id': dataPointId, 'user-type': 'vendor' },
    }),
  );
}
