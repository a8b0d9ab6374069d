import { UPLOAD_MAX_BYTES, type UploadedFile } from '@app/shared/files/uploads';
import { uploadFile } from '../../../api/upload-file';

export type UploadedProofFile = UploadedFile;

/** One file up to 100 MB; PDF, Word, JPG or PNG (spec 001 §5 Attestation, §9). */
export const PROOF_FILE_MAX_BYTES = UPLOAD_MAX_BYTES.POM;
export const PROOF_FILE_EXTENSIONS = ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png'] as const;

/**
 * POST /files into the POM directory with the headers of spec 001 §7 (user-type vendor, directory-name
 * POM, user-id the vendor's id). The server checks the content.
 */
export async function uploadProofFile(file: File, vendorId: number | null): Promise<UploadedProofFile> {
  return uploadFile(file, { directory: 'POM', userId: vendorId });
}
