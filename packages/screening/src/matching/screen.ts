import type { ListSource } from '../model/list-record';
import type { MatchBand, MatchResult } from '../model/match-result';
import type { Subject } from '../model/subject';
import { type Assessment, assessBusiness, assessPerson } from './assess-candidate';
import { explainAssessment } from './explain-assessment';
import { findCandidates } from './find-candidates';
import {
  type IndexedBusinessName,
  type IndexedPersonName,
  NAME_GATE,
  NAME_GATE_STRIDE,
  NAME_INFO,
  NAME_INFO_STRIDE,
  type ScreeningIndex,
} from './indexed-types';
import { subjectDigest } from './name-digest';
import { prepareSubject } from './prepare-subject';
import { DOB_WEIGHTS, type DobRelation, dobNumber, dobsCouldAgree, yearsCouldAgree } from './compare-dob';
import { NAME_ONLY_MAX_POINTS } from './name-model';
import { PERSON_ADDRESS_WEIGHTS } from './score-model';
import { MATCH_POINTS, POSSIBLE_POINTS, pointsToScore, scoreToPoints } from './score-model';
import { isPastTermination } from './record-in-force';

const MAX_PERSON_POINTS_YEARS_APART =
  NAME_ONLY_MAX_POINTS +
  DOB_WEIGHTS['years-apart'] +
  PERSON_ADDRESS_WEIGHTS.state +
  PERSON_ADDRESS_WEIGHTS.city +
  PERSON_ADDRESS_WEIGHTS.postalCode +
  PERSON_ADDRESS_WEIGHTS.street;

/**
 * DOB relations that are identity evidence: the same date, or the same year with the day and
 * month swapped or one digit slipped. A year that differs (even by one digit) or a year alone is
 * not: it keeps a POSSIBLE, never a MATCH.
 */
const STRONG_DOB: ReadonlySet<DobRelation> = new Set<DobRelation>(['exact', 'day-month-swap', 'one-digit']);

/** Necessary for the same home: both sides have a street, and the city or ZIP codes are equal (assessPerson confirms). */
function mayShareHome(info: Int32Array, at: number, street: number, city: number, zip: number): boolean {
  if (street === 0 || info[at + NAME_INFO.address + 3] === 0) return false;
  return (city !== 0 && info[at + NAME_INFO.address + 1] === city) || (zip !== 0 && info[at + NAME_INFO.address + 2] === zip);
}

/** Options for {@link screenSubject}. */
export interface ScreenOptions {
  /** Minimum score returned (POSSIBLE band). Default ≈0.5 (6.5 evidence points). */
  possibleScore?: number;
  /** Minimum score flagged as MATCH. Default ≈0.89 (10 evidence points). */
  matchScore?: number;
  /** Screen only against these sources (default: all in the index). */
  sources?: readonly ListSource[];
  /** Screening date (ISO), for list records with a termination date. Default: today. */
  asOf?: string;
}

/** Options for {@link scoreSubject}: what evaluations use to see below the alert line. */
export interface ScoreOptions extends ScreenOptions {
  /** Also return candidates scored at or above this score, below the POSSIBLE line (band NONE). */
  minScore?: number;
  /** Return every candidate blocking found, whatever its score (band NONE below the line). */
  allCandidates?: boolean;
}

/** A scored candidate: a {@link MatchResult}, or band NONE when it is below the alert line. */
export type ScoredCandidate = Omit<MatchResult, 'band'> & { band: MatchBand | 'NONE' };

/** Candidate name indices of the subject being screened (screening is synchronous: one at a time). */
const candidateBuffer: number[] = [];

/** Today as an ISO date. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** True when the evidence includes identity proof: a strong DOB relation or an equal identifier. */
function hasIdentityEvidence(a: Assessment): boolean {
  if (a.identifierOnly) return false;
  if (a.npi === 'agree' || a.uei === 'agree' || a.fein === 'agree') return true;
  return a.dob !== undefined && STRONG_DOB.has(a.dob.relation);
}

/**
 * Screens one subject against the index and returns the hits at or above the POSSIBLE
 * threshold, best first, at most one per list record (its best-matching name or alias).
 * Synchronous and allocation-light: only surviving hits get evidence and reasons.
 */
export function screenSubject(index: ScreeningIndex, subject: Subject, options: ScreenOptions = {}): MatchResult[] {
  return scoreSubject(index, subject, options) as MatchResult[];
}

/**
 * Like {@link screenSubject}, but can also return candidates below the alert line
 * (`minScore`, `allCandidates`) so evaluations can see the whole score distribution.
 */
export function scoreSubject(index: ScreeningIndex, subject: Subject, options: ScoreOptions = {}): ScoredCandidate[] {
  const possiblePoints = options.possibleScore === undefined ? POSSIBLE_POINTS : scoreToPoints(options.possibleScore);
  const matchPoints = options.matchScore === undefined ? MATCH_POINTS : scoreToPoints(options.matchScore);
  const floorPoints = options.allCandidates
    ? -Infinity
    : options.minScore === undefined
      ? possiblePoints
      : Math.min(possiblePoints, scoreToPoints(Math.min(Math.max(options.minScore, 1e-9), 1 - 1e-9)));
  // Read only when a candidate has a termination date (SAM): formatting today's date costs.
  let asOf = options.asOf;
  const prepared = prepareSubject(subject);
  const candidates = findCandidates(index, prepared, candidateBuffer);
  if (prepared.person && candidates.length > 0) prepared.digest = subjectDigest(prepared.person, index.nicknames);

  // Best assessment per record: a record can be reached through its name and several aliases.
  const best = new Map<number, { nameIndex: number; assessment: Assessment | undefined }>();
  const wantPerson = subject.kind === 'person' ? 1 : 0;
  // With a DOB and no NPI on the subject, a candidate born years away cannot reach the threshold
  // (best name + best address + 'years-apart' stays below it), so it is dropped before its
  // name is even read: most candidates of a large list end here.
  const gate = prepared.dob && prepared.npi === '' && MAX_PERSON_POINTS_YEARS_APART < floorPoints;
  // …except where the same name may live at the same home (decision 356): both sides have a street
  // and the city or ZIP codes are equal. The subject's codes: 0 when it has no street.
  const homeStreet = prepared.address.street === '' ? 0 : prepared.addressCodes[3]!;
  const homeCity = prepared.addressCodes[1]!;
  const homeZip = prepared.addressCodes[2]!;
  const birthYear = gate ? prepared.dob!.year : 0;
  const birthDate = gate && prepared.dob!.day !== 0 ? dobNumber(prepared.dob!) : 0;
  const gateData = index.nameGate;
  const info = index.nameInfo;
  const wantFlag = wantPerson === 1 ? NAME_GATE.person : 0;
  for (const nameIndex of candidates) {
    const g = nameIndex * NAME_GATE_STRIDE;
    const flags = gateData[g + NAME_GATE.flags]!;
    if ((flags & NAME_GATE.person) !== wantFlag) continue;
    const at = nameIndex * NAME_INFO_STRIDE;
    if (birthYear !== 0) {
      const d = gateData[g + NAME_GATE.dob]!;
      const y = flags & NAME_GATE.yearMask;
      const farApart =
        birthDate !== 0 && d !== 0 ? !dobsCouldAgree(birthDate, d) : y !== 0 && y !== birthYear && !yearsCouldAgree(birthYear, y);
      if (farApart && !mayShareHome(info, at, homeStreet, homeCity, homeZip)) continue;
    }
    const recordIndex = info[at + NAME_INFO.record]!;
    const name = index.names[nameIndex]!;
    const record = index.records[recordIndex]!;
    if (options.sources && !options.sources.includes(record.record.source)) continue;
    // A SAM exclusion past its termination date no longer excludes anyone (kept for history).
    if ((flags & NAME_GATE.ends) !== 0 && isPastTermination(record.record, (asOf ??= today()))) continue;
    // The person flag agreed with the subject's kind above: no need to read the name object's.
    const assessment =
      wantPerson === 1
        ? assessPerson(
            prepared,
            name as IndexedPersonName,
            record,
            index.nicknames,
            floorPoints,
            index,
            nameIndex,
            index.nameModel,
            index.personWords,
          )
        : assessBusiness(prepared, name as IndexedBusinessName, record, index.businessRarity, index.nameModel);
    if (!options.allCandidates && (!assessment || assessment.points < floorPoints)) continue;
    const previous = best.get(recordIndex);
    if (!previous || (assessment?.points ?? -Infinity) > (previous.assessment?.points ?? -Infinity))
      best.set(recordIndex, { nameIndex, assessment });
  }

  const results: ScoredCandidate[] = [];
  for (const [recordIndex, { nameIndex, assessment }] of best) {
    const record = index.records[recordIndex]!;
    const name = index.names[nameIndex]!;
    if (!assessment) {
      results.push({
        subjectId: subject.id,
        source: record.record.source,
        recordId: record.record.recordId,
        record: record.record,
        score: 0,
        band: 'NONE',
        matchedName: name.display,
        evidence: [],
        reasons: ['Names disagree'],
      });
      continue;
    }
    const { evidence, reasons } = explainAssessment(prepared, name, record, assessment);
    // MATCH means identity evidence (names + strong DOB, or an identifier); names alone, a year
    // alone or a year one digit away stay POSSIBLE however high the points.
    const band: ScoredCandidate['band'] =
      assessment.points < possiblePoints
        ? 'NONE'
        : assessment.points >= matchPoints && hasIdentityEvidence(assessment)
          ? 'MATCH'
          : 'POSSIBLE';
    const points = band === 'POSSIBLE' ? Math.min(assessment.points, matchPoints - 0.5) : assessment.points;
    results.push({
      subjectId: subject.id,
      source: record.record.source,
      recordId: record.record.recordId,
      record: record.record,
      score: Math.round(pointsToScore(points) * 1000) / 1000,
      band,
      matchedName: name.display,
      evidence,
      reasons,
    });
  }
  results.sort((a, b) => b.score - a.score || a.recordId.localeCompare(b.recordId));
  return results;
}
