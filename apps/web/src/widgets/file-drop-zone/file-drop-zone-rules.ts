import { fileTooLargeMessage } from '@app/shared/files/uploads';
import { isApiError } from '../../api/api-error';

/** A drop-zone message: a title and its text (spec 000 §8 upload errors). */
export interface DropZoneProblem {
  title: string;
  text: string;
}

const FILE_TOO_LARGE = 'File too large';
const FILE_TYPE_NOT_RECOGNIZED = 'File type not recognized';
const FILE_LIMIT_REACHED = 'File limit reached';
const FAILED_TO_UPLOAD = 'Failed to Upload';

/** 'No more than {n} file(s) is allowed.' */
const fileLimitText = (maxFiles: number) => `No more than ${maxFiles} file(s) is allowed.`;

const unrecognizedType = (typeLabel: string): DropZoneProblem => ({
  title: FILE_TYPE_NOT_RECOGNIZED,
  text: `We don't recognize the file you attempted to upload. Please upload a ${typeLabel} file.`,
});

export interface DropZoneRules {
  /** Accepted extensions, lower case with the dot ('.csv'). */
  extensions: readonly string[];
  /** How the accepted type is called in messages ('CSV'). */
  typeLabel: string;
  maxBytes: number;
  maxFiles: number;
}

/**
 * Checks dropped or chosen files before anything is sent: count, then type (by extension), then size.
 * Returns the problem to show, or null when the files may be uploaded.
 */
export function checkChosenFiles(files: readonly { name: string; size: number }[], rules: DropZoneRules): DropZoneProblem | null {
  if (files.length > rules.maxFiles) return { title: FILE_LIMIT_REACHED, text: fileLimitText(rules.maxFiles) };
  for (const file of files) {
    const name = file.name.toLowerCase();
    if (!rules.extensions.some((extension) => name.endsWith(extension))) return unrecognizedType(rules.typeLabel);
    if (file.size > rules.maxBytes) {
      return { title: FILE_TOO_LARGE, text: fileTooLargeMessage(rules.maxBytes) };
    }
  }
  return null;
}

/** The message of a failed upload: the server's 413 text, the 415 wording, else 'Failed to Upload' with the server's text. */
export function uploadProblem(error: unknown, typeLabel: string): DropZoneProblem {
  if (isApiError(error) && error.status === 413) return { title: FILE_TOO_LARGE, text: error.message };
  if (isApiError(error) && error.status === 415) return unrecognizedType(typeLabel);
  const text = isApiError(error) && error.kind === 'http' ? error.message : 'The upload did not complete. Please try again.';
  return { title: FAILED_TO_UPLOAD, text };
}
