import { useMutation } from '@tanstack/react-query';
import { UploadedFile } from '@app/shared/files/uploads';
import { http } from '../../../api/http';

export type UploadedLogo = UploadedFile;

/** POST /files into the marketplace-logo directory (multipart field "file") → the stored file's id and name. */
export async function uploadMarketplaceLogo(file: File): Promise<UploadedLogo> {
  const form = new FormData();
  form.append('file', file, file.name);
  return UploadedFile.parse(await http.post('/files', form, { headers: { 'directory-name': 'marketplace-logo', 'user-type': 'vendor' } }));
}

export function useUploadMarketplaceLogo() {
  return useMutation({ mutationFn: uploadMarketplaceLogo });
}
