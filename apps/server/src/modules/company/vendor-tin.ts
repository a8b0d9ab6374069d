import type { FieldEncryption } from '../../platform/crypto/field-encryption';

/** The encryption context of a vendor's own TIN (company profile). */
export const VENDOR_TIN_CONTEXT = 'vendor.tin';

/** The last four digits of a vendor's sealed TIN (all a client's screens show of it). */
export function vendorTinLastFour(encryption: FieldEncryption, sealed: string | null): string | null {
  if (!sealed) return null;
  return encryption.decrypt(sealed, VENDOR_TIN_CONTEXT).replace(/\D/g, '').slice(-4) || null;
}
