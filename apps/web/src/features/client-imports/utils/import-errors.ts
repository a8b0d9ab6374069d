import type { UploadValidationResponse } from '@app/shared/employees/uploads';
import { rowErrorsCsv, rowErrorsFilename } from '../../../lib/upload-row-errors';

/** An import's rows with errors as a CSV in the file type's columns (lib/upload-row-errors). */
export const importErrorsCsv = (preview: UploadValidationResponse, header: readonly string[]) => rowErrorsCsv(preview, header);

/** "vendors.csv" → "vendors-errors.csv". */
export const importErrorsFilename = (uploadedName: string | undefined) => rowErrorsFilename(uploadedName, 'import');
