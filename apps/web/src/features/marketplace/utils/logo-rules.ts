import { UPLOAD_MAX_BYTES } from '@app/shared/files/uploads';
/** The server's marketplace-logo limit: 0.8 MB (spec 001 §5, §9). */
export const LOGO_MAX_BYTES = UPLOAD_MAX_BYTES['marketplace-logo'];
const LOGO_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif'] as const;
export const LOGO_ACCEPT = [...LOGO_EXTENSIONS, 'image/png', 'image/jpeg', 'image/gif'].join(',');

export const LOGO_TYPE_MESSAGE = 'The logo must be a PNG, JPG or GIF image.';
export const LOGO_SIZE_MESSAGE = 'The logo must be 0.8 MB or smaller.';

/**
 * Checks a chosen logo before it is sent (the server checks the content again): PNG, JPG or GIF by
 * name, at most 0.8 MB. Returns the problem, or null when it may be uploaded.
 */
export function checkLogoFile(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!LOGO_EXTENSIONS.some((extension) => name.endsWith(extension))) return LOGO_TYPE_MESSAGE;
  if (file.size > LOGO_MAX_BYTES) return LOGO_SIZE_MESSAGE;
  return null;
}
