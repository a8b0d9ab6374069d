import { UPLOAD_MAX_BYTES } from '@app/shared/files/uploads';
import type { Role } from '@app/shared/users/current-user';
import type { FileKind } from './content-sniffing';

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
  employeeUpload: { kinds: ['csv'], maxBytes: UPLOAD_MAX_BYTES.employeeUpload, roles: ['Vendor User'], kindLabel: 'a CSV file' },
  evd: {
    kinds: ['pdf', 'png', 'jpeg', 'gif', 'doc', 'docx'],
    maxBytes: UPLOAD_MAX_BYTES.evd,
    roles: ['Vendor User'],
    kindLabel: 'a PDF, Word or image file',
  },
  POM: {
    kinds: ['pdf', 'png', 'jpeg', 'doc', 'docx'],
    maxBytes: UPLOAD_MAX_BYTES.POM,
    roles: ['Vendor User'],
    kindLabel: 'a PDF, Word, JPG or PNG file',
  },
  w9: { kinds: ['pdf', 'png', 'jpeg', 'gif'], maxBytes: UPLOAD_MAX_BYTES.w9, roles: ['Vendor User'], kindLabel: 'a PDF or image file' },
  'marketplace-logo': {
    kinds: ['png', 'jpeg', 'gif'],
    maxBytes: UPLOAD_MAX_BYTES['marketplace-logo'],
    roles: ['Vendor User'],
    kindLabel: 'a PNG, JPG or GIF image',
  },
  // State lists come as CSV and other text (TSV, HTML, JSON, XML), XLSX, legacy XLS (an OLE2 file, the
  // kind Word's .doc shares) and PDF.
  listImport: {
    kinds: ['csv', 'xlsx', 'doc', 'pdf'],
    maxBytes: UPLOAD_MAX_BYTES.listImport,
    roles: ['PT Admin User'],
    kindLabel: 'a CSV, text, Excel (XLSX or XLS) or PDF file',
  },
  covgGrouping: { kinds: ['csv'], maxBytes: UPLOAD_MAX_BYTES.covgGrouping, roles: ['PT Admin User'], kindLabel: 'a CSV file' },
  enrollmentDueDate: { kinds: ['csv'], maxBytes: UPLOAD_MAX_BYTES.enrollmentDueDate, roles: ['PT Admin User'], kindLabel: 'a CSV file' },
  alertEvidence: {
    kinds: ['pdf', 'png', 'jpeg'],
    maxBytes: UPLOAD_MAX_BYTES.alertEvidence,
    roles: ['Vendor User'],
    kindLabel: 'a PDF, JPG or PNG file',
  },
  clientImport: { kinds: ['csv'], maxBytes: UPLOAD_MAX_BYTES.clientImport, roles: ['Client User'], kindLabel: 'a CSV file' },
  /** A signed document a customer asks for: Certificate of Insurance, Business Associate Agreement (issue 33). */
  todoDocument: {
    kinds: ['pdf', 'png', 'jpeg'],
    maxBytes: UPLOAD_MAX_BYTES.todoDocument,
    roles: ['Vendor User'],
    kindLabel: 'a PDF, JPG or PNG file',
  },
  alertBulkResolve: { kinds: ['csv'], maxBytes: UPLOAD_MAX_BYTES.alertBulkResolve, roles: ['PT Admin User'], kindLabel: 'a CSV file' },
};

/** The largest limit of any directory: the multipart parser's hard cap. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));
