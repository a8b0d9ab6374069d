import type { FieldEncryption } from '../../platform/crypto/field-encryption';

const CONTEXT = 'cov.tin';

/** The blind index of a COV's TIN (digits only), as stored and as the attestation filter looks it up. */
export function covTinIndex(encryption: FieldEncryption, tin: string): string {
  return encryption.blindIndex(tin.replace(/\D/g, ''), CONTEXT);
}

/** The stored form of a COV's TIN: encrypted, blind-indexed, and its last four digits for masking. */
export function sealCovTin(encryption: FieldEncryption, tin: string) {
  const digits = tin.replace(/\D/g, '');
  return { tin_encrypted: encryption.encrypt(digits, CONTEXT), tin_index: covTinIndex(encryption, digits), tin_last4: digits.slice(-4) };
}
