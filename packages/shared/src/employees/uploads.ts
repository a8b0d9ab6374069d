import { z } from 'zod';

/** The bulk upload template's header, to be matched exactly (spec 000 §5 Bulk file). */
export const EMPLOYEE_UPLOAD_HEADER = ['SSN', 'First Name', 'Last Name', 'Dob', 'Street 1', 'Street 2', 'City', 'State', 'Zip'] as const;
export const EMPLOYEE_TEMPLATE_FILENAME = 'sample-upload-file.csv';

export const SubmitUploadRequest = z.object({ fileId: z.number().int().positive(), validOnly: z.boolean().default(false) });

export const UploadValidationError = z.object({
  /** Index of the row in `data`. */
  rowIndx: z.number().int(),
  /** Index of the column in the template (0 = SSN … 8 = Zip). */
  colIndx: z.number().int(),
  errorMessage: z.string(),
});

/** 400 answer of a bulk upload with bad rows (spec 000 §3): the rows with problems and what is wrong. */
export const UploadValidationResponse = z.object({
  validationErrors: z.array(UploadValidationError),
  /** The rows that have problems, as cells in template order, with their line number in the file. */
  data: z.array(z.array(z.string())),
  lineNumbers: z.array(z.number().int()),
  hasValid: z.boolean(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
});
export type UploadValidationResponse = z.infer<typeof UploadValidationResponse>;

export const SubmitUploadResponse = z.object({ uploadId: z.number().int(), rowsAccepted: z.number().int(), partialUpload: z.boolean() });

export const UploadHistoryItem = z.object({
  submissionDate: z.string(),
  filename: z.string(),
  username: z.string(),
  partialUpload: z.boolean(),
  status: z.enum(['PENDING', 'COMPLETE', 'FAILED']),
  rowsSaved: z.number().int(),
  /** Rows of the file left out (invalid, saved with "valid rows only"). */
  rowsSkipped: z.number().int(),
  /** Stored employees screened so far, and how many of them have a match not cleared. */
  rowsScreened: z.number().int(),
  matchesFound: z.number().int(),
});
export const UploadHistory = z.array(UploadHistoryItem);

export const INVALID_TEMPLATE_MESSAGE = 'Invalid file. Please upload a valid file based on provided Template.';
