/**
 * A file a state list parser refuses as a whole: not the expected layout (missing columns), not
 * readable as its format, or empty. Nothing of such a file is imported; the message is meant for the
 * person who supplied the file (CLI stderr, the admin's snapshot error).
 */
export class ListFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListFormatError';
  }
}
