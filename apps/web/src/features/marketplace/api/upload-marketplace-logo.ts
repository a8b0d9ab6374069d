import { useMutation } from '@tanstack/react-query';
import type { UploadedFile } from '@app/shared/files/uploads';
import { uploadFile } from '../../../api/upload-file';

export type UploadedLogo = UploadedFile;

/** POST /files into the marketplace-logo directory (multipart field "file") → the stored file's id and name. */
async function uploadMarketplaceLogo(file: File): Promise<UploadedLogo> {
  return uploadFile(file, { directory: 'marketplace-logo' });
}

export function useUploadMarketplaceLogo() {
  return useMutation({ mutationFn: uploadMarketplaceLogo });
}
