import type { FieldEncryption } from '../../platform/crypto/field-encryption';

const CONTEXT = 'employee.ssn';

/** Encrypted SSN and its blind index (for the one-active-SSN-per-roster rule). */
export function sealSsn(encryption: FieldEncryption, ssn: string): { ssn_encrypted: string; ssn_index: string } {
  return { ssn_encrypted: encryption.encrypt(ssn, CONTEXT), ssn_index: ssnIndex(encryption, ssn) };
}

export function ssnIndex(encryption: FieldEncryption, ssn: string): string {
  return encryption.blindIndex(ssn, CONTEXT);
}

export function openSsn(encryption: FieldEncryption, sealed: string): string {
  return encryption.decrypt(sealed, CONTEXT);
}
