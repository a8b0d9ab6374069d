import type { FieldEncryption } from '../../platform/crypto/field-encryption';

const CONTEXT = 'employee.ssn';
const LAST_FOUR_CONTEXT = 'employee.ssn-last4';

/** Encrypted SSN, its blind index (one active SSN per roster) and the blind index of its last four digits (search). */
export function sealSsn(encryption: FieldEncryption, ssn: string): { ssn_encrypted: string; ssn_index: string; ssn_last4_index: string } {
  return {
    ssn_encrypted: encryption.encrypt(ssn, CONTEXT),
    ssn_index: ssnIndex(encryption, ssn),
    ssn_last4_index: ssnLastFourIndex(encryption, ssn),
  };
}

/** The blind index of an SSN's last four digits (of a whole SSN, or of the four digits searched for). */
export function ssnLastFourIndex(encryption: FieldEncryption, ssnOrLastFour: string): string {
  return encryption.blindIndex(ssnOrLastFour.slice(-4), LAST_FOUR_CONTEXT);
}

export function ssnIndex(encryption: FieldEncryption, ssn: string): string {
  return encryption.blindIndex(ssn, CONTEXT);
}

export function openSsn(encryption: FieldEncryption, sealed: string): string {
  return encryption.decrypt(sealed, CONTEXT);
}
