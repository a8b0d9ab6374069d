import { API_BASE } from '../../api/http';
import type { DroppedFile } from '../file-drop-zone/multi-file-drop-zone';

/** What FILE questions take: the server's evd directory rules (PDF, Word or image, up to 100 MB). */
export const EVD_FILE_RULES = {
  extensions: ['.pdf', '.png', '.jpg', '.jpeg', '.gif', '.doc', '.docx'],
  typeLabel: 'PDF, Word or image',
  maxBytes: 100 * 1024 * 1024,
  maxFiles: 10,
  downloadHref: (file: DroppedFile) => `${API_BASE}/files/${encodeURIComponent(String(file.id))}`,
} as const;
