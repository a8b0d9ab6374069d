import { stableHash } from './field-values';

/** The LEIE fields that identify one exclusion across supplements. */
export interface LeieIdentity {
  lastName?: string;
  firstName?: string;
  businessName?: string;
  /** ISO DOB (already normalised: older supplements print `MM/DD/YY`, newer `YYYYMMDD`). */
  dob?: string;
  /** ISO exclusion date. */
  exclusionDate?: string;
}

const norm = (v: string | undefined): string => (v ?? '').toUpperCase().replace(/\s+/g, ' ').trim();

/**
 * Derives the stable LEIE record id.
 *
 * LEIE has no row id. A REIN row repeats the original exclusion's name, DOB and EXCLDATE but may
 * carry a newer address, an added NPI, a shortened middle name or a differently formatted DOB, so
 * only name + ISO DOB + exclusion date go into the id. A later re-exclusion has a new EXCLDATE and
 * therefore a new id, which is what an alert history needs.
 */
export function leieRecordId(identity: LeieIdentity): string {
  const key = [identity.lastName, identity.firstName, identity.businessName, identity.dob, identity.exclusionDate].map(norm).join('|');
  return `leie-${stableHash(key)}`;
}
