import type { EntityKind } from './list-record';

/**
 * A monitored subject (vendor, owner or employee) as the platform holds it.
 * Only `id` and either `lastName` (person) or `businessName` (business) are required.
 */
export interface Subject {
  id: string;
  kind: EntityKind;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  /**
   * A person's whole name as one string, when its parts are not known ("Vladimir Putin",
   * "PUTIN, Vladimir"). Used only when firstName and lastName are both absent.
   */
  fullName?: string;
  businessName?: string;
  dbaName?: string;
  /** ISO `YYYY-MM-DD`, or partial `YYYY-MM` / `YYYY` when only the year (and month) is known. */
  dob?: string;
  npi?: string;
  uei?: string;
  /** Professional licences the subject holds (number and issuing state). */
  licenses?: Array<{ number: string; state?: string }>;
  /** Federal employer identification number, digits only (businesses). */
  fein?: string;
  /** Not carried by any public list; accepted so callers can pass their record unchanged. */
  ssn?: string;
  street1?: string;
  city?: string;
  state?: string;
  postalCode?: string;
}
