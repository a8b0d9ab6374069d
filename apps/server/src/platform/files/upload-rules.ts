import type { Role } from '@app/shared/users/current-user';
import type { FileKind } from './content-sniffing';

const MB = 1024 * 1024;

/** What may be uploaded into one directory (the `directory-name` header), by whom, and how big. */
export interface UploadRule {
  kinds: readonly FileKind[];
  maxBytes: number;
  /** Roles allowed to upload here (admins always may). */
  roles: readonly Role[];
  /** Human name of the accepted kinds, for the "File type not recognized" message. */
  kindLabel: string;
}

/** The upload directories of the product; unknown directory names are refused. */
export const UPLOAD_RULES: Record<string, UploadRule> = {
  employeeUpload: { kinds: ['csv'], maxBytes: 25 * MB, roles: ['Vendor User'], kindLabel: 'a CSV file' },
  evd: { kinds: ['pdf', 'png', 'jpeg', 'gif', 'doc', 'docx'], maxBytes: 100 * MB, roles: ['Vendor User'], kindLabel: 'a PDF, Word or image file' },
  POM: { kinds: ['pdf', 'png', 'jpeg', 'doc', 'docx'], maxBytes: 100 * MB, roles: ['Vendor User'], kindLabel: 'a PDF, Word, JPG or PNG file' },
  w9: { kinds: ['pdf', 'png', 'jpeg', 'gif'], maxBytes: 25 * MB, roles: ['Vendor User'], kindLabel: 'a PDF or image file' },
  'marketplace-logo': { kinds: ['png', 'jpeg', 'gif'], maxBytes: Math.floor(0.8 * MB), roles: ['Vendor User'], kindLabel: 'a PNG, JPG or GIF image' },
  listImport: { kinds: ['csv'], maxBytes: 200 * MB, roles: ['PT Admin User'], kindLabel: 'a CSV file' },
  covgGrouping: { kinds: ['csv'], maxBytes: 25 * MB, roles: ['PT Admin User'], kindLabel: 'a CSV file' },
  enrollmentDueDate: { kinds: ['csv'], maxBytes: 25 * MB, roles: ['PT Admin User'], kindLabel: 'a CSV file' },
  alertBulkResolve: { kinds: ['csv'], maxBytes: 25 * MB, roles: ['PT Admin User'], kindLabel: 'a CSV file' },
};

/** The largest limit of any directory: the multipart parser's hard cap. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));
