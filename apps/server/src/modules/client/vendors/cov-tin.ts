import type { FieldEncryption } from '../../../platform/crypto/field-encryption';

const CONTEXT = 'cov.tin';

/** The 9 digits of a TIN typed with or without dashes, or null when it is not one. */
export function tinDigits(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{9}$/.test(digits) ? digits : null;
}

/** A COV's TIN sealed for storage: encrypted, blind-indexed (search by whole TIN) and its last four for masks. */
export function sealCovTin(encryption: FieldEncryption, tin: string) {
  const digits = tinDigits(tin);
  if (!digits) throw new Error('A COV TIN must have 9 digits');
  return {
    tin_encrypted: encryption.encrypt(digits, CONTEXT),
    tin_index: covTinIndex(encryption, digits),
    tin_last_four: digits.slice(-4),
  };
}

export function covTinIndex(encryption: FieldEncryption, digits: string): string {
  return encryption.blindIndex(digits, CONTEXT);
}
