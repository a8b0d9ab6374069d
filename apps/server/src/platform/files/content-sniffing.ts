/** File kinds the product accepts, recognised by their first bytes rather than by name or header. */
export type FileKind = 'csv' | 'pdf' | 'png' | 'jpeg' | 'gif' | 'doc' | 'docx' | 'xlsx';

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((byte, index) => head[index] === byte);

/**
 * Identifies a file from its first bytes (at least 8 KB when available). CSV is plain text: valid
 * UTF-8 (BOM allowed) without NUL bytes. Returns undefined for anything else.
 */
export function sniffFileKind(head: Buffer): FileKind | undefined {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return 'gif'; // GIF8
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc'; // OLE2
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) && head.includes(Buffer.from('word/'))) return 'docx';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) && head.includes(Buffer.from('xl/'))) return 'xlsx';
  if (head.length > 0 && isText(head)) return 'csv';
  return undefined;
}

function isText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  // A multi-byte character may be cut at the end of the sample: drop up to 3 trailing bytes.
  for (let cut = 0; cut <= 3 && cut < head.length; cut++) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // try a shorter sample
    }
  }
  return false;
}

export const CONTENT_TYPES: Record<FileKind, string> = {
  csv: 'text/csv',
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
