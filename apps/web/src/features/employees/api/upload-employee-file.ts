import { UPLOAD_MAX_BYTES, type UploadedFile } from '@app/shared/files/uploads';
import { uploadFileWithProgress } from '../../../api/upload-file-with-progress';

/** The server's limit for the employeeUpload directory; checked here too so a big file fails before it is sent. */
export const EMPLOYEE_UPLOAD_MAX_BYTES = UPLOAD_MAX_BYTES.employeeUpload;

/** POST /files into the employeeUpload directory with upload progress (0…1). */
export function uploadEmployeeFile(file: File, onProgress: (fraction: number) => void): Promise<UploadedFile> {
  return uploadFileWithProgress(file, { 'directory-name': 'employeeUpload', 'user-type': 'vendor' }, onProgress);
}
