import type { EvidenceVerdict, FieldEvidence } from '../model/match-result';
import type { AddressRelation, Assessment } from './assess-candidate';
import type { IdentifierRelation } from './identifiers';
import { DOB_WEIGHTS, dobNote } from './compare-dob';
import { FIRST_WEIGHTS, LAST_WEIGHTS, MIDDLE_WEIGHTS, TRANSPOSITION_PENALTY } from './compare-person-names';
import type { IndexedName, IndexedRecord } from './indexed-types';
import { businessTokenReasons, personTokenReasons } from './explain-name-tokens';
import type { PreparedSubject } from './prepare-subject';
import { BUSINESS_ADDRESS_WEIGHTS, IDENTIFIER_WEIGHTS, LICENSE_AGREE_POINTS, PERSON_ADDRESS_WEIGHTS } from './score-model';

const titleCase = (v: string): string =>
  v.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase());

const FIRST_TEXT: Record<string, [EvidenceVerdict, string, string]> = {
  exact: ['agree', 'same name', 'First name agrees'],
  truncated: ['agree', 'list name truncated at 15 characters', 'First name agrees with the truncated list name ({l} ~ {s})'],
  nickname: ['close', 'nickname', 'First name is a nickname ({s} ~ {l})'],
  typo: ['close', 'one letter apart', 'First name differs by one letter ({s} ~ {l})'],
  similar: ['close', 'close spelling', 'First name is a close spelling ({s} ~ {l})'],
  prefix: ['close', 'shortened form', 'First name is a shortened form ({s} ~ {l})'],
  phonetic: ['close', 'sounds alike', 'First names sound alike ({s} ~ {l})'],
  initial: ['close', 'initial only', 'First initial agrees ({s} ~ {l})'],
  missing: ['missing', 'missing on one side', 'First name is missing on one side'],
  disagree: ['disagree', 'different name', 'First name differs ({s} ≠ {l})'],
};
const LAST_TEXT: Record<string, [EvidenceVerdict, string, string]> = {
  exact: ['agree', 'same name', 'Last name agrees'],
  truncated: ['agree', 'list name truncated at 20 characters', 'Last name agrees with the truncated list name ({l} ~ {s})'],
  part: ['close', 'compound surname part', 'Surname part agrees ({s} ~ {l})'],
  typo: ['close', 'one letter apart', 'Last name differs by one letter ({s} ~ {l})'],
  'short-typo': ['close', 'one letter apart (short name)', 'Short last name differs by one letter ({s} ~ {l})'],
  similar: ['close', 'close spelling', 'Last name is a close spelling ({s} ~ {l})'],
  phonetic: ['close', 'sounds alike', 'Last names sound alike ({s} ~ {l})'],
  missing: ['missing', 'missing on one side', 'Last name is missing on one side'],
  disagree: ['disagree', 'different name', 'Last name differs ({s} ≠ {l})'],
};
const MIDDLE_TEXT: Record<string, [EvidenceVerdict, string, string]> = {
  exact: ['agree', 'same name', 'Middle name agrees'],
  initial: ['close', 'initial agrees', 'Middle initial agrees ({s} ~ {l})'],
  close: ['close', 'close', 'Middle name is close ({s} ~ {l})'],
  missing: ['missing', 'missing on one side', ''],
  disagree: ['disagree', 'different name', 'Middle name differs ({s} ≠ {l})'],
};
const BUSINESS_TEXT: Record<string, [EvidenceVerdict, string, string]> = {
  exact: ['agree', 'same name after removing legal forms', 'Business name agrees'],
  truncated: ['agree', 'list name truncated at 30 characters', 'Business name agrees with the truncated list name'],
  reordered: ['close', 'same words, other order', 'Business name has the same words in another order'],
  similar: ['close', 'close spelling', 'Business name is a close spelling ({s} ~ {l})'],
  disagree: ['disagree', 'different name', 'Business name differs'],
};

interface Explained {
  evidence: FieldEvidence[];
  reasons: string[];
}

interface Draft {
  evidence: FieldEvidence[];
  /** Reason text with the points behind it, sorted at the end. */
  reasons: Array<[string, number]>;
}

function push(
  out: Draft,
  field: FieldEvidence['field'],
  subjectValue: string,
  listValue: string,
  text: [EvidenceVerdict, string, string],
  weight: number,
): void {
  const [verdict, note, reason] = text;
  out.evidence.push({ field, subjectValue, listValue, verdict, note, weight });
  if (reason !== '') out.reasons.push([reason.replace('{s}', titleCase(subjectValue)).replace('{l}', titleCase(listValue)), weight]);
}

function pushRelation(
  out: Draft,
  field: FieldEvidence['field'],
  subjectValue: string,
  listValue: string,
  relation: IdentifierRelation | AddressRelation,
  label: string,
  agreeWeight: number,
  disagreeWeight: number,
): void {
  if (relation === 'missing') return;
  const agree = relation === 'agree';
  const weight = agree ? agreeWeight : disagreeWeight;
  out.evidence.push({ field, subjectValue, listValue, verdict: relation, note: agree ? 'equal' : 'different', weight });
  out.reasons.push([agree ? `${label} agrees` : `${label} differs`, weight]);
}

/**
 * Turns an assessment into field evidence and reviewer-readable reasons, strongest first.
 * Only called for results that pass the threshold, so the hot path never builds strings.
 */
export function explainAssessment(subject: PreparedSubject, name: IndexedName, record: IndexedRecord, assessment: Assessment): Explained {
  const out: Draft = { evidence: [], reasons: [] };
  const s = subject.subject;
  const r = record.record;
  if (assessment.person && name.kind === 'person') {
    const p = assessment.person;
    const ln = name.name;
    const subjectFirst = p.transposed ? (s.lastName ?? '') : (s.firstName ?? '');
    const subjectLast = p.transposed ? (s.firstName ?? '') : (s.lastName ?? '');
    push(out, 'lastName', subjectLast, ln.lastParts.join(' '), LAST_TEXT[p.last]!, LAST_WEIGHTS[p.last]);
    push(out, 'firstName', subjectFirst, ln.first, FIRST_TEXT[p.first]!, FIRST_WEIGHTS[p.first]);
    push(out, 'middleName', s.middleName ?? '', ln.middles.join(' '), MIDDLE_TEXT[p.middle]!, MIDDLE_WEIGHTS[p.middle]);
    if (p.transposed) out.reasons.push(['First and last names are transposed', TRANSPOSITION_PENALTY]);
  } else if (assessment.personTokens && name.kind === 'person') {
    const weight = assessment.namePoints;
    const subjectName = [s.firstName, s.middleName, s.lastName].filter(Boolean).join(' ') || (s.fullName ?? '');
    out.evidence.push({
      field: 'fullName',
      subjectValue: subjectName,
      listValue: name.display,
      verdict: 'close',
      note: 'compared word by word',
      weight,
    });
    personTokenReasons(assessment.personTokens).forEach((text, i) => out.reasons.push([text, weight - i * 0.01]));
  } else if (assessment.person === undefined && name.kind === 'person') {
    push(out, 'lastName', s.lastName ?? '', name.name.lastParts.join(' '), LAST_TEXT.disagree!, LAST_WEIGHTS.disagree);
  }
  if (assessment.business && name.kind === 'business') {
    const { relation, tokens, subjectName } = assessment.business;
    const weight = assessment.namePoints;
    if (relation === 'exact' || relation === 'truncated') {
      push(out, 'businessName', s.businessName ?? s.dbaName ?? '', name.display, BUSINESS_TEXT[relation]!, weight);
    } else {
      const verdict: EvidenceVerdict = tokens.sameWords ? 'agree' : 'close';
      out.evidence.push({
        field: 'businessName',
        subjectValue: s.businessName ?? s.dbaName ?? '',
        listValue: name.display,
        verdict,
        note: 'distinctive words compared, rare words weighing more',
        weight,
      });
    }
    businessTokenReasons(tokens, subjectName.form, name.name.form).forEach((text, i) => out.reasons.push([text, weight - 0.5 - i * 0.01]));
  }
  // Listed first: the reviewer must know which of the record's names was hit.
  if (name.isAlias) out.reasons.push([`Matched the list's alias "${name.display}"`, 100]);
  if (assessment.dob) {
    const rel = assessment.dob.relation;
    const weight = DOB_WEIGHTS[rel];
    const verdict: EvidenceVerdict = rel === 'exact' ? 'agree' : weight > 0 ? 'close' : 'disagree';
    out.evidence.push({ field: 'dob', subjectValue: s.dob ?? '', listValue: assessment.dob.dob.iso, verdict, note: dobNote(rel), weight });
    out.reasons.push([dobNote(rel), weight]);
  } else {
    out.evidence.push({
      field: 'dob',
      subjectValue: s.dob ?? '',
      listValue: r.dob ?? '',
      verdict: 'missing',
      note: 'DOB missing on one side',
      weight: 0,
    });
  }
  pushRelation(
    out,
    'npi',
    s.npi ?? '',
    r.identifiers.npi ?? '',
    assessment.npi,
    'NPI',
    IDENTIFIER_WEIGHTS.agree,
    IDENTIFIER_WEIGHTS.disagree,
  );
  pushRelation(
    out,
    'uei',
    s.uei ?? '',
    r.identifiers.uei ?? '',
    assessment.uei,
    'UEI',
    IDENTIFIER_WEIGHTS.agree,
    IDENTIFIER_WEIGHTS.disagree,
  );
  pushRelation(
    out,
    'fein',
    s.fein ?? '',
    r.identifiers.fein ?? '',
    assessment.fein,
    'FEIN',
    IDENTIFIER_WEIGHTS.agree,
    IDENTIFIER_WEIGHTS.disagree,
  );
  if (assessment.license === 'agree') {
    const listed = (r.identifiers.licenses ?? []).map((l) => [l.state, l.number].filter(Boolean).join(' ')).join(', ');
    const held = (s.licenses ?? []).map((l) => [l.state, l.number].filter(Boolean).join(' ')).join(', ');
    out.evidence.push({
      field: 'license',
      subjectValue: held,
      listValue: listed,
      verdict: 'agree',
      note: 'License number agrees',
      weight: LICENSE_AGREE_POINTS,
    });
    out.reasons.push(['License number agrees', LICENSE_AGREE_POINTS]);
  }
  const w = name.kind === 'person' ? PERSON_ADDRESS_WEIGHTS : BUSINESS_ADDRESS_WEIGHTS;
  const a = assessment.address;
  pushRelation(out, 'state', s.state ?? '', r.address.state ?? '', a.state, 'State', w.state, 0);
  pushRelation(out, 'city', s.city ?? '', r.address.city ?? '', a.city, 'City', w.city, 0);
  pushRelation(out, 'postalCode', s.postalCode ?? '', r.address.zip ?? '', a.postalCode, 'ZIP code', w.postalCode, 0);
  pushRelation(out, 'street', s.street1 ?? '', r.address.street ?? '', a.street, 'Street address', w.street, 0);
  if (assessment.household) out.reasons.push([householdReason(subject, name, assessment.address), 101]);
  else if (assessment.sameHomeOtherDob)
    out.reasons.push(['Name and home address agree but the DOB differs (a typing slip, or a relative?): review', 101]);
  else if (assessment.identifierOnly) out.reasons.push(['Identifier agrees although the name differs: review', 101]);
  // Strongest evidence first, for and against alike, so the reviewer reads what decided the score.
  out.evidence.sort((x, y) => Math.abs(y.weight) - Math.abs(x.weight));
  const reasons = out.reasons.sort((x, y) => Math.abs(y[1]) - Math.abs(x[1])).map(([text]) => text);
  return { evidence: out.evidence, reasons };
}

/** Why a household hit is reviewed: which names differ while the exact DOB and the home agree. */
function householdReason(prepared: PreparedSubject, name: IndexedName, address: Assessment['address']): string {
  const first = prepared.person?.first ?? '';
  if (name.kind === 'person' && first !== '' && first === name.name.first)
    return 'First name, DOB and home address agree although the surname differs: review';
  return address.street === 'agree'
    ? 'DOB and home address agree although the names differ: review'
    : 'DOB, surname and street agree although the first name and house number differ: review';
}
