import { uploadFile } from '../../api/upload-file';

/** POST /files into the evd directory (each file kept under its own name), tagged with the question's dataPointId. */
export async function uploadEvdFile(file: File, dataPointId: string): Promise<{ id: number; name: string }> {
  return uploadFile(file, { directory: 'evd', dataPointId, unique: true });
}
