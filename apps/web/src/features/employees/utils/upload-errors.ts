import { EMPLOYEE_UPLOAD_HEADER, type UploadValidationResponse } from '@app/shared/employees/uploads';
import { rowErrorsCsv, rowErrorsFilename } from '../../../lib/upload-row-errors';

/** The employee upload's rows with errors as a CSV in the template's columns (lib/upload-row-errors). */
export const uploadErrorsCsv = (preview: UploadValidationResponse) => rowErrorsCsv(preview, EMPLOYEE_UPLOAD_HEADER);

/** "roster.csv" → "roster-errors.csv". */
export const uploadErrorsFilename = (uploadedName: string | undefined) => rowErrorsFilename(uploadedName, 'employee-upload');
