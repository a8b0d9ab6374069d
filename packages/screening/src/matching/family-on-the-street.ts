import { addressForm, sameStreetOtherNumber } from './address-alike';
import type { AddressComparison } from './assess-candidate';
import type { IndexedPersonName, IndexedRecord } from './indexed-types';
import type { PreparedSubject } from './prepare-subject';
import { withinOneEdit } from './string-distance';

/** Surnames shorter than this have no room for a slip that is still the same surname. */
const MIN_SURNAME_LETTERS = 4;

/**
 * The exact DOB, the surname (as written or one slip apart), the street and the city or ZIP agree,
 * and only the house number and the first name differ. Each alone is weak; together they are one
 * household whose house number was mistyped and whose first name was replaced or mistyped: a
 * neighbour on the same street born the same day with the same surname is rare, so it is reviewed
 * (POSSIBLE, never MATCH) like the household of decisions 330 and 355 (decision 387). Read only
 * with the exact DOB and the city or ZIP already agreeing (assess-candidate.ts).
 */
export function familyOnTheSameStreet(
  subject: PreparedSubject,
  name: IndexedPersonName,
  record: IndexedRecord,
  address: AddressComparison,
): boolean {
  if (address.street !== 'disagree') return false;
  const s = subject.person!.lastConcat;
  const l = name.name.lastConcat;
  if (Math.min(s.length, l.length) < MIN_SURNAME_LETTERS || !withinOneEdit(s, l)) return false;
  const form = (subject.addressForm ??= addressForm(subject.address, subject.subject.street1));
  return sameStreetOtherNumber(form, (record.addressForm ??= addressForm(record.address, record.record.address.street)));
}
