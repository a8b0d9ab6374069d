import { type BusinessNameRelation, BUSINESS_NAME_WEIGHTS, compareBusinessNames } from './compare-business-names';
import { type DobRelation, DOB_WEIGHTS, type ParsedDob, bestDobRelation, relateDobNumber } from './compare-dob';
import { type BusinessTokenComparison, type TokenRarity, compareBusinessTokens } from './compare-business-tokens';
import { type TokenComparison, compareNameTokens, mayPairAll, tokensAllPaired } from './compare-name-tokens';
import { type PersonNameComparison, comparePersonNames } from './compare-person-names';
import {
  DEFAULT_NAME_MODEL,
  NAME_ONLY_MAX_POINTS,
  type NameModelWeights,
  businessNameLogOdds,
  logOddsToPoints,
  personNameLogOdds,
} from './name-model';
import { namesCannotAgree } from './name-digest';
import { type PersonWordFrequency, restsOnCommonSurname, restsOnCommonWords } from './common-person-words';
import { homeDisagreesEverywhere, namePointsAtAnotherHome } from './names-at-another-home';
import {
  type IndexedBusinessName,
  type IndexedPersonName,
  type IndexedRecord,
  NAME_GATE,
  NAME_GATE_STRIDE,
  NAME_INFO,
  NAME_INFO_STRIDE,
  type PreparedAddress,
  type ScreeningIndex,
} from './indexed-types';
import { type IdentifierRelation, relateLicenses, relateNpi } from './identifiers';
import { addressCodeIsExact } from './prepare-address';
import { addressForm, citiesAlike, streetsAlike } from './address-alike';
import { familyOnTheSameStreet } from './family-on-the-street';
import { hasGenerationalSuffix, recordHasGenerationalSuffix } from './generational-suffix';
import type { NicknameTable } from './nicknames';
import type { NormalizedBusinessName } from './normalize-business-name';
import type { PreparedSubject } from './prepare-subject';
import {
  BUSINESS_ADDRESS_WEIGHTS,
  IDENTIFIER_WEIGHTS,
  LICENSE_AGREE_POINTS,
  MATCH_POINTS,
  PERSON_ADDRESS_WEIGHTS,
  POSSIBLE_POINTS,
} from './score-model';

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
  /** Order-free token comparison of the person names and the model's log-odds for it. */
  personTokens?: TokenComparison;
  business?: { relation: BusinessNameRelation; subjectName: NormalizedBusinessName; tokens: BusinessTokenComparison };
  /** Points the names contributed, and whether the field-by-field comparison or the token model gave them. */
  namePoints: number;
  nameBasis: 'fields' | 'tokens';
  dob?: { relation: DobRelation; dob: ParsedDob };
  npi: IdentifierRelation;
  uei: IdentifierRelation;
  /** A licence number of the same state on both sides; a FEIN compared (businesses). */
  license: 'agree' | 'missing';
  fein: IdentifierRelation;
  address: AddressComparison;
  /** True when only an identifier or the household supports the hit (names disagree). */
  identifierOnly: boolean;
  /** Names disagree on the surname, but the first name, the exact DOB and the home agree (a changed surname?). */
  household: boolean;
  /** The same name at the same home with a DOB that disagrees, less than a generation apart (a mistyped DOB?). */
  sameHomeOtherDob: boolean;
}

const NO_ADDRESS: { comparison: AddressComparison; points: number } = Object.freeze({
  comparison: Object.freeze({ state: 'missing', city: 'missing', postalCode: 'missing', street: 'missing' } as const),
  points: 0,
});

function addressIsEmpty(a: PreparedAddress): boolean {
  return a.state === '' && a.city === '' && a.zip5 === '' && a.street === '';
}

/** Apt 4 and Apt 5 are two homes in one building; a unit written on one side only is left out. */
function unitsAgree(a: string, b: string): boolean {
  return a === b || a === '' || b === '';
}

function relateText(a: string, b: string): AddressRelation {
  if (a === '' || b === '') return 'missing';
  return a === b ? 'agree' : 'disagree';
}

/** The index's packed arrays (the {@link ScreeningIndex} itself): see `NAME_INFO`. */
export type PackedNames = Pick<ScreeningIndex, 'nameGate' | 'nameInfo' | 'personDigests'>;

const ADDRESS_FIELDS = ['state', 'city', 'zip5', 'street'] as const;
const ADDRESS_RELATIONS = ['state', 'city', 'postalCode', 'street'] as const;

/** {@link compareAddress} from the address codes; strings are read only to confirm equal hashes. */
function compareAddressCodes(
  subject: PreparedSubject,
  info: Int32Array,
  from: number,
  record: IndexedRecord,
  weights: typeof PERSON_ADDRESS_WEIGHTS | typeof BUSINESS_ADDRESS_WEIGHTS,
): { comparison: AddressComparison; points: number } {
  const relations: AddressRelation[] = ['missing', 'missing', 'missing', 'missing'];
  let points = 0;
  for (let k = 0; k < 4; k++) {
    const s = subject.addressCodes[k]!;
    const l = info[from + k]!;
    if (s === 0 || l === 0) continue;
    const field = ADDRESS_FIELDS[k]!;
    const agree =
      s === l &&
      (addressCodeIsExact(s) || subject.address[field] === record.address[field]) &&
      (k !== 3 || unitsAgree(subject.address.unit, record.address.unit));
    relations[k] = agree ? 'agree' : 'disagree';
    if (agree) points += weights[ADDRESS_RELATIONS[k]!];
  }
  return { comparison: { state: relations[0]!, city: relations[1]!, postalCode: relations[2]!, street: relations[3]! }, points };
}

/** The same street, with the city or the ZIP. */
function sameHome(a: AddressComparison): boolean {
  return a.street === 'agree' && (a.city === 'agree' || a.postalCode === 'agree');
}

/** The most a street and a city typed with a slip can add. */
const ALIKE_MAX_POINTS = PERSON_ADDRESS_WEIGHTS.street + PERSON_ADDRESS_WEIGHTS.city;

/** True when both sides have a street or a city and it differs as written (it may be typed with a slip). */
function mayBeAlike(a: AddressComparison): boolean {
  return a.street === 'disagree' || a.city === 'disagree';
}

/** The comparison with a street or city written with one slip counted as agreeing, and the points that adds. */
function alikeAddress(
  subject: PreparedSubject,
  record: IndexedRecord,
  exact: { comparison: AddressComparison; points: number },
  weights: typeof PERSON_ADDRESS_WEIGHTS,
): { comparison: AddressComparison; points: number } {
  const a = exact.comparison;
  const s = (subject.addressForm ??= addressForm(subject.address, subject.subject.street1));
  const l = (record.addressForm ??= addressForm(record.address, record.record.address.street));
  const street = a.street === 'disagree' && streetsAlike(s, l) ? 'agree' : a.street;
  const city = a.city === 'disagree' && citiesAlike(s, l) ? 'agree' : a.city;
  const more = (street !== a.street ? weights.street : 0) + (city !== a.city ? weights.city : 0);
  return more === 0 ? exact : { comparison: { ...a, street, city }, points: exact.points + more };
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
    street: unitsAgree(s.unit, l.unit) ? relateText(s.street, l.street) : 'disagree',
  };
  let points = 0;
  if (comparison.state === 'agree') points += weights.state;
  if (comparison.city === 'agree') points += weights.city;
  if (comparison.postalCode === 'agree') points += weights.postalCode;
  if (comparison.street === 'agree') points += weights.street;
  return { comparison, points };
}

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
  packed?: PackedNames,
  nameIndex = 0,
  model: NameModelWeights = DEFAULT_NAME_MODEL,
  wordFrequency?: PersonWordFrequency,
): Assessment | undefined {
  // DOB, identifier and address are cheap to relate; the names are not. When even names at their
  // ceiling (NAME_ONLY_MAX_POINTS, both readings) cannot lift this evidence to `minPoints`, the
  // candidate is dropped before its names are read: most candidates born a year off end here.
  // The packed facts of the name (`packed`, for `nameIndex`) spare reading the record's DOB and address objects.
  const at = nameIndex * NAME_INFO_STRIDE;
  const listDob = packed === undefined ? 0 : packed.nameGate[nameIndex * NAME_GATE_STRIDE + NAME_GATE.dob]!;
  const listHasDob = packed === undefined || (packed.nameGate[nameIndex * NAME_GATE_STRIDE + NAME_GATE.flags]! & NAME_GATE.noDob) === 0;
  const npi = relateNpi(subject.npi, record.npis);
  const license = relateLicenses(subject.licenses, record.licenses);
  let relation: DobRelation | undefined;
  let listDobObject: ParsedDob | undefined;
  if (subject.dob !== undefined) {
    if (listDob !== 0) relation = relateDobNumber(subject.dob, listDob);
    else if (listHasDob && record.dobs.length > 0) ({ relation, dob: listDobObject } = bestDobRelation(subject.dob, record.dobs)!);
  }
  let address = addressIsEmpty(subject.address)
    ? NO_ADDRESS
    : packed === undefined
      ? compareAddress(subject.address, record.address, PERSON_ADDRESS_WEIGHTS)
      : compareAddressCodes(subject, packed.nameInfo, at + NAME_INFO.address, record, PERSON_ADDRESS_WEIGHTS);
  const identifierAndDobPoints =
    identifierPoints(npi) + (license === 'agree' ? LICENSE_AGREE_POINTS : 0) + (relation ? DOB_WEIGHTS[relation] : 0);
  // A street or city that differs as written may still be the same place typed with a slip
  // (address-alike.ts): the raw strings are read only for a candidate still in play (`alikeRead`),
  // so the drop below counts the address as written.
  let alikeRead = !mayBeAlike(address.comparison);
  // A DOB that disagrees where the street may be the same (both sides have one, the city or ZIP agrees
  // as written) is read on (sameHomeOtherDob below); any other such candidate is dropped here as before.
  const { street: streetAsWritten, city: cityAsWritten, postalCode: zipAsWritten } = address.comparison;
  const dobAgainstAtStreet =
    relation !== undefined &&
    DOB_WEIGHTS[relation] < 0 &&
    streetAsWritten !== 'missing' &&
    (cityAsWritten === 'agree' || zipAsWritten === 'agree');
  // An agreeing NPI lifts even disagreeing names to POSSIBLE (identifierOnlyPoints): never dropped.
  if (npi !== 'agree' && !dobAgainstAtStreet && NAME_ONLY_MAX_POINTS + identifierAndDobPoints + address.points < minPoints)
    return undefined;
  // The digests prove most disagreements (a random name met through a shared DOB or sound) without
  // reading the list name's strings; what they cannot rule out is compared below.
  // The exact DOB at the same home under other names is how a married name looks (decision 330),
  // or a record whose names were both mistyped or replaced (decision 355): such a candidate is read
  // even when the names disagree, and reviewed, never a MATCH. With the first name the same, the
  // home may be the city and ZIP; with the first name differing too, the street must agree.
  let household = false;
  if (relation === 'exact' && (cityAsWritten === 'agree' || zipAsWritten === 'agree')) {
    if (!alikeRead) {
      address = alikeAddress(subject, record, address, PERSON_ADDRESS_WEIGHTS);
      alikeRead = true;
    }
    const { street, city, postalCode } = address.comparison;
    const sameFirst = subject.person!.first !== '' && subject.person!.first === name.name.first;
    household =
      street === 'agree'
        ? city === 'agree' || postalCode === 'agree'
        : (sameFirst && city === 'agree' && postalCode === 'agree') || familyOnTheSameStreet(subject, name, record, address.comparison);
  }
  if (
    npi !== 'agree' &&
    !household &&
    packed !== undefined &&
    subject.digest !== undefined &&
    namesCannotAgree(subject.digest, packed.personDigests, packed.nameInfo[at + NAME_INFO.digest]!)
  )
    return undefined;
  const dob = relation ? { relation, dob: listDobObject ?? record.dobs[0]! } : undefined;
  const fields = comparePersonNames(subject.person!, name, nicknames);
  const fieldPoints = fields ? fields.weight : -Infinity;
  // One comparison for every form of a name (decision 260): the order-free token reading is read
  // for split and whole names alike, and which word is the surname is one of its features, never
  // a gate. The field reading (first / middle / last with LEIE truncation and hand-set points) is
  // a second reading of the same words; the stronger counts, never both. The token reading is
  // skipped only when the field reading already sits at the names-only ceiling.
  const tokens =
    fieldPoints >= NAME_ONLY_MAX_POINTS || !mayPairAll(subject.person!, name.name, nicknames)
      ? undefined
      : compareNameTokens(subject.person!, name.name, nicknames);
  let tokenPoints = tokens && tokensAllPaired(tokens) ? logOddsToPoints(personNameLogOdds(tokens, model)) : -Infinity;
  // A word that only sounds like its partner is a guess: on the names alone it stays below the alert
  // line, as a sound-alike first name or surname does in the field reading; a DOB or an identifier lifts it.
  if (tokens !== undefined && tokens.phonetic > 0) tokenPoints = Math.min(tokenPoints, SOUND_ALIKE_MAX_POINTS);
  const useTokens = tokenPoints > fieldPoints && tokenPoints > NAME_FLOOR_POINTS;
  // The field reading explains a hit whenever it aligns the names (first name to first name…),
  // even when the token reading gave the points: it says which field agreed and how.
  const person = fields !== undefined && fields.weight > NAME_FLOOR_POINTS ? fields : useTokens ? undefined : fields;
  const nameAgrees = useTokens || fields !== undefined;
  if (!nameAgrees && npi !== 'agree' && !household) return undefined;
  let namePoints = useTokens ? tokenPoints : fields ? fields.weight : 0;
  // Read only where it can change the outcome: the same-home rule, or points within reach of the line.
  if (!alikeRead && (dobAgainstAtStreet || namePoints + identifierAndDobPoints + address.points + ALIKE_MAX_POINTS >= minPoints))
    address = alikeAddress(subject, record, address, PERSON_ADDRESS_WEIGHTS);
  const otherPoints = identifierAndDobPoints + address.points;
  // Names alone that share only a common surname, the given names written differently (Josué / Jose
  // DUARTE, Zhiqiang / Zhiqing WANG), or only common words beside words spelt merely alike (Raúl
  // CASTILLO / CASTRO, decision 390), stay below the alert line; an agreeing DOB, identifier or home
  // (street with city or ZIP: evidence the names do not carry, decision 385) lifts them.
  if (
    wordFrequency !== undefined &&
    namePoints >= POSSIBLE_POINTS - otherPoints &&
    namesAreTheOnlyEvidence(relation, npi, license) &&
    !sameHome(address.comparison) &&
    (restsOnCommonSurname(subject.person!, name.name, wordFrequency) || restsOnCommonWords(subject.person!, name.name, wordFrequency))
  )
    namePoints = Math.min(namePoints, SOUND_ALIKE_MAX_POINTS - Math.max(otherPoints, 0));
  // Names alone at a home that disagrees everywhere: weaker evidence, and none on a common surname (decision 389).
  if (wordFrequency !== undefined && namesAreTheOnlyEvidence(relation, npi, license) && homeDisagreesEverywhere(address.comparison))
    namePoints = namePointsAtAnotherHome(namePoints, otherPoints, { subject: subject.person!, listed: name.name }, wordFrequency);
  let points = namePoints + otherPoints;
  // The household lifts weakly agreeing names too (a replaced first name beside a mistyped surname).
  const lifted = household && points < POSSIBLE_POINTS;
  // Names that alert on their own, at the same home, with a DOB that disagrees and no generational
  // suffix on either side: a DOB typed or filled in wrong, or a namesake relative, and nothing on
  // the two records tells which, so a person reviews it (decisions 356, 384); the suffix is what
  // tells a father and son (Jr / Sr) at one home apart, and keeps them out.
  const sameHomeOtherDob =
    dobAgainstAtStreet &&
    !lifted &&
    points < POSSIBLE_POINTS &&
    namePoints >= POSSIBLE_POINTS &&
    sameHome(address.comparison) &&
    !hasGenerationalSuffix(subject.subject) &&
    !recordHasGenerationalSuffix(record.record);
  if (lifted || sameHomeOtherDob) points = identifierOnlyPoints(points);
  if (nameAgrees && points < minPoints) return undefined;
  // An equal NPI is near-proof even when the list spells the name differently, but with the name
  // contradicting it a person must decide: always POSSIBLE, never MATCH.
  if (!nameAgrees) points = identifierOnlyPoints(points);
  return {
    points,
    person,
    personTokens: useTokens && person === undefined ? tokens : undefined,
    namePoints,
    nameBasis: useTokens ? 'tokens' : 'fields',
    dob,
    npi,
    uei: 'missing',
    license,
    fein: 'missing',
    address: address.comparison,
    identifierOnly: !nameAgrees || lifted || sameHomeOtherDob,
    household: (!nameAgrees || lifted) && npi !== 'agree',
    sameHomeOtherDob,
  };
}

/** No DOB supports the names, and no identifier or licence agrees. */
function namesAreTheOnlyEvidence(relation: DobRelation | undefined, npi: IdentifierRelation, license: 'agree' | 'missing'): boolean {
  return !(relation !== undefined && DOB_WEIGHTS[relation] > 0) && npi !== 'agree' && license !== 'agree';
}

/** Ceiling of a token reading that rests on a sound-alike word: just below the POSSIBLE line. */
const SOUND_ALIKE_MAX_POINTS = POSSIBLE_POINTS - 0.1;

/** Below this, the token model's reading of the names is a disagreement (the candidate is dropped). */
const NAME_FLOOR_POINTS = 1;

/** Assesses a business subject (legal name and DBA) against one list business name of a record. */
export function assessBusiness(
  subject: PreparedSubject,
  name: IndexedBusinessName,
  record: IndexedRecord,
  rarity: TokenRarity,
  model: NameModelWeights = DEFAULT_NAME_MODEL,
): Assessment | undefined {
  let best: Assessment['business'];
  let bestPoints = -Infinity;
  for (const subjectName of subject.businesses) {
    const relation = compareBusinessNames(subjectName, name);
    const tokens = compareBusinessTokens(subjectName, name.name, rarity);
    const logOdds = businessNameLogOdds(tokens, model);
    // A name cut at the list's field width is only a prefix: the relation knows, the words do not.
    let points = Math.max(logOddsToPoints(logOdds), relation === 'truncated' ? BUSINESS_NAME_WEIGHTS.truncated : -Infinity);
    // The same name under another legal form is reviewed, never dropped: an excluded business
    // re-registered as an LLC is the case screening exists for; the fitted model alone may sink it.
    if (tokens.sameWords && !tokens.qualifierConflicts) points = Math.max(points, POSSIBLE_POINTS);
    if (points > bestPoints) {
      best = { relation, subjectName, tokens };
      bestPoints = points;
    }
  }
  const npi = relateNpi(subject.npi, record.npis);
  const uei = relateIds(subject.uei, record.uei);
  const fein = relateIds(subject.fein, record.fein);
  const license = relateLicenses(subject.licenses, record.licenses);
  const nameAgrees = best !== undefined && bestPoints > NAME_FLOOR_POINTS;
  if (!nameAgrees && npi !== 'agree' && uei !== 'agree' && fein !== 'agree') return undefined;
  const namePoints = nameAgrees ? bestPoints : 0;
  let points = namePoints;
  points += identifierPoints(npi) + identifierPoints(uei) + identifierPoints(fein) + (license === 'agree' ? LICENSE_AGREE_POINTS : 0);
  const address = compareAddress(subject.address, record.address, BUSINESS_ADDRESS_WEIGHTS);
  points += address.points;
  if (!nameAgrees) points = identifierOnlyPoints(points);
  return {
    points,
    business: best,
    namePoints,
    nameBasis: 'tokens',
    npi,
    uei,
    license,
    fein,
    address: address.comparison,
    identifierOnly: !nameAgrees,
    household: false,
    sameHomeOtherDob: false,
  };
}
