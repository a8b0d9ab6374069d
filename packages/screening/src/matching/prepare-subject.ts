import type { Subject } from '../model/subject';
import { alnumUpper, digitsOnly } from './build-index';
import { type ParsedDob, parseDob } from './compare-dob';
import { licenseKeys, validNpi } from './identifiers';
import type { PreparedAddress } from './indexed-types';
import { type NormalizedBusinessName, normalizeBusinessName } from './normalize-business-name';
import { type NormalizedPersonName, normalizeFullPersonName, normalizePersonName } from './normalize-person-name';
import type { SubjectDigest } from './name-digest';
import type { AddressForm } from './address-alike';
import { addressCodes, prepareAddress } from './prepare-address';

/** A subject normalised once per screening call. */
export interface PreparedSubject {
  subject: Subject;
  person: NormalizedPersonName | undefined;
  /** Legal name and DBA, when the subject is a business. */
  businesses: NormalizedBusinessName[];
  dob: ParsedDob | undefined;
  /** The subject's NPI when it passes the check digit, else ''. */
  npi: string;
  uei: string;
  /** Licence keys (state|number) and the FEIN's digits. */
  licenses: string[];
  fein: string;
  address: PreparedAddress;
  /** {@link addressCodes} of `address`. */
  addressCodes: readonly number[];
  /** The person name's digest, set by screening once per subject (name-digest.ts). */
  digest?: SubjectDigest;
  /** Street and city as a slip cannot hide them (address-alike.ts), set at the first candidate that needs them. */
  addressForm?: AddressForm;
}

/** Normalises the subject's names, DOB, identifiers and address. */
export function prepareSubject(subject: Subject): PreparedSubject {
  const businesses: NormalizedBusinessName[] = [];
  if (subject.kind === 'business') {
    for (const n of [subject.businessName, subject.dbaName]) {
      if (!n) continue;
      const b = normalizeBusinessName(n);
      if (b.key !== '' && !businesses.some((x) => x.key === b.key)) businesses.push(b);
    }
  }
  const person =
    subject.kind !== 'person'
      ? undefined
      : !subject.firstName && !subject.lastName && subject.fullName
        ? normalizeFullPersonName(subject.fullName)
        : normalizePersonName(subject.firstName, subject.middleName, subject.lastName);
  const address = prepareAddress(subject.street1, subject.city, subject.state, subject.postalCode);
  return {
    subject,
    person,
    businesses,
    dob: parseDob(subject.dob),
    npi: validNpi(subject.npi),
    uei: alnumUpper(subject.uei),
    licenses: licenseKeys(subject.licenses),
    fein: digitsOnly(subject.fein),
    address,
    addressCodes: addressCodes(address),
  };
}
