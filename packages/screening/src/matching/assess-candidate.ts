import { type BusinessNameRelation, BUSINESS_NAME_WEIGHTS, compareBusinessNames } from './compare-business-names';
import { type DobRelation, DOB_WEIGHTS, type ParsedDob, bestDobRelation } from './compare-dob';
import { type PersonNameComparison, comparePersonNames } from './compare-person-names';
import type { IndexedBusinessName, IndexedPersonName, IndexedRecord, PreparedAddress } from './indexed-types';
import type { NicknameTable } from './nicknames';
import type { NormalizedBusinessName } from './normalize-business-name';
import type { PreparedSubject } from './prepare-subject';
import { BUSINESS_ADDRESS_WEIGHTS, IDENTIFIER_WEIGHTS, MATCH_POINTS, PERSON_ADDRESS_WEIGHTS, POSSIBLE_POINTS } from './score-model';

export type IdentifierRelation = 'agree' | 'disagree' | 'missing';
export type AddressRelation = 'agree' | 'disagree' | 'missing';

/** How each address field compares. */
export interface AddressComparison {
  state: AddressRelation;
  city: AddressRelation;
  postalCode: AddressRelation;
  street: AddressRelation;
}

/** Everything learned about one subject/record pair; `points` is the evidence total. */
export interface Assessment {
  points: number;
  person?: PersonNameComparison;
  business?: { relation: BusinessNameRelation; subjectName: NormalizedBusinessName };
  dob?: { relation: DobRelation; dob: ParsedDob };
  npi: IdentifierRelation;
  uei: IdentifierRelation;
  address: AddressComparison;
  /** True when only an identifier supports the hit (names disagree). */
  identifierOnly: boolean;
}

function relateText(a: string, b: string): AddressRelation {
  if (a === '' || b === '') return 'missing';
  return a === b ? 'agree' : 'disagree';
}

function relateIds(a: string, b: string): IdentifierRelation {
  if (a === '' || b === '') return 'missing';
  return a === b ? 'agree' : 'disagree';
}

function compareAddress(
  s: PreparedAddress,
  l: PreparedAddress,
  weights: typeof PERSON_ADDRESS_WEIGHTS | typeof BUSINESS_ADDRESS_WEIGHTS,
): { comparison: AddressComparison; points: number } {
  const comparison: AddressComparison = {
    state: relateText(s.state, l.state),
    city: relateText(s.city, l.city),
    postalCode: relateText(s.zip5, l.zip5),
    street: relateText(s.street, l.street),
  };
  let points = 0;
  if (comparison.state === 'agree') points += weights.state;
  if (comparison.city === 'agree') points += weights.city;
  if (comparison.postalCode === 'agree') points += weights.postalCode;
  if (comparison.street === 'agree') points += weights.street;
  return { comparison, points };
}

const MAX_PERSON_ADDRESS_POINTS =
  PERSON_ADDRESS_WEIGHTS.state + PERSON_ADDRESS_WEIGHTS.city + PERSON_ADDRESS_WEIGHTS.postalCode + PERSON_ADDRESS_WEIGHTS.street;

/** Keeps identifier-only hits inside the POSSIBLE band. */
function identifierOnlyPoints(points: number): number {
  return Math.min(Math.max(points, POSSIBLE_POINTS), MATCH_POINTS - 0.5);
}

function identifierPoints(relation: IdentifierRelation): number {
  return relation === 'missing' ? 0 : IDENTIFIER_WEIGHTS[relation];
}

/**
 * Assesses a person subject against one list person name of a record. Returns undefined when
 * the names cannot belong to the same person and no identifier agrees, or when the evidence
 * cannot reach `minPoints` (the caller's threshold).
 */
export function assessPerson(
  subject: PreparedSubject,
  name: IndexedPersonName,
  record: IndexedRecord,
  nicknames: NicknameTable,
  minPoints = -Infinity,
): Assessment | undefined {
  const person = comparePersonNames(subject.person!, name, nicknames);
  const npi = relateIds(subject.npi, record.npi);
  if (!person && npi !== 'agree') return undefined;
  let points = person ? person.weight : 0;
  points += identifierPoints(npi);
  const hasDobs = subject.dob !== undefined && record.dobs.length > 0;
  // Most candidates cannot reach the threshold even with a perfect DOB and address: stop early.
  if (person && points + (hasDobs ? DOB_WEIGHTS.exact : 0) + MAX_PERSON_ADDRESS_POINTS < minPoints) return undefined;
  const dob = hasDobs ? bestDobRelation(subject.dob!, record.dobs) : undefined;
  if (dob) points += DOB_WEIGHTS[dob.relation];
  if (person && points + MAX_PERSON_ADDRESS_POINTS < minPoints) return undefined;
  const address = compareAddress(subject.address, record.address, PERSON_ADDRESS_WEIGHTS);
  points += address.points;
  // An equal NPI is near-proof even when the list spells the name differently, but with the name
  // contradicting it a person must decide: always POSSIBLE, never MATCH.
  if (!person) points = identifierOnlyPoints(points);
  return { points, person, dob, npi, uei: 'missing', address: address.comparison, identifierOnly: !person };
}

/** Assesses a business subject (legal name and DBA) against one list business name of a record. */
export function assessBusiness(subject: PreparedSubject, name: IndexedBusinessName, record: IndexedRecord): Assessment | undefined {
  let best: { relation: BusinessNameRelation; subjectName: NormalizedBusinessName } | undefined;
  for (const subjectName of subject.businesses) {
    const relation = compareBusinessNames(subjectName, name);
    if (!best || BUSINESS_NAME_WEIGHTS[relation] > BUSINESS_NAME_WEIGHTS[best.relation]) best = { relation, subjectName };
  }
  const npi = relateIds(subject.npi, record.npi);
  const uei = relateIds(subject.uei, record.uei);
  const nameAgrees = best !== undefined && best.relation !== 'disagree';
  if (!nameAgrees && npi !== 'agree' && uei !== 'agree') return undefined;
  let points = nameAgrees ? BUSINESS_NAME_WEIGHTS[best!.relation] : 0;
  points += identifierPoints(npi) + identifierPoints(uei);
  const address = compareAddress(subject.address, record.address, BUSINESS_ADDRESS_WEIGHTS);
  points += address.points;
  if (!nameAgrees) points = identifierOnlyPoints(points);
  return { points, business: best, npi, uei, address: address.comparison, identifierOnly: !nameAgrees };
}
