import type { ListSource } from '../model/list-record';
import type { MatchResult } from '../model/match-result';
import type { Subject } from '../model/subject';
import { type Assessment, assessBusiness, assessPerson } from './assess-candidate';
import { explainAssessment } from './explain-assessment';
import { findCandidates } from './find-candidates';
import type { ScreeningIndex } from './indexed-types';
import { prepareSubject } from './prepare-subject';
import { DOB_WEIGHTS, dobNumber, dobsCouldAgree, yearsCouldAgree } from './compare-dob';
import { FIRST_WEIGHTS, LAST_WEIGHTS, MIDDLE_WEIGHTS } from './compare-person-names';
import { PERSON_ADDRESS_WEIGHTS } from './score-model';
import { MATCH_POINTS, POSSIBLE_POINTS, pointsToScore, scoreToPoints } from './score-model';

const MAX_PERSON_POINTS_YEARS_APART =
  LAST_WEIGHTS.exact +
  FIRST_WEIGHTS.exact +
  MIDDLE_WEIGHTS.exact +
  DOB_WEIGHTS['years-apart'] +
  PERSON_ADDRESS_WEIGHTS.state +
  PERSON_ADDRESS_WEIGHTS.city +
  PERSON_ADDRESS_WEIGHTS.postalCode +
  PERSON_ADDRESS_WEIGHTS.street;

/** Options for {@link screenSubject}. */
export interface ScreenOptions {
  /** Minimum score returned (POSSIBLE band). Default ≈0.5 (6.5 evidence points). */
  possibleScore?: number;
  /** Minimum score flagged as MATCH. Default ≈0.89 (10 evidence points). */
  matchScore?: number;
  /** Screen only against these sources (default: all in the index). */
  sources?: readonly ListSource[];
}

/**
 * Screens one subject against the index and returns the hits at or above the POSSIBLE
 * threshold, best first, at most one per list record (its best-matching name or alias).
 * Synchronous and allocation-light: only surviving hits get evidence and reasons.
 */
export function screenSubject(index: ScreeningIndex, subject: Subject, options: ScreenOptions = {}): MatchResult[] {
  const possiblePoints = options.possibleScore === undefined ? POSSIBLE_POINTS : scoreToPoints(options.possibleScore);
  const matchPoints = options.matchScore === undefined ? MATCH_POINTS : scoreToPoints(options.matchScore);
  const prepared = prepareSubject(subject);
  const candidates = findCandidates(index, prepared);

  // Best assessment per record: a record can be reached through its name and several aliases.
  const best = new Map<number, { nameIndex: number; assessment: Assessment }>();
  const wantPerson = subject.kind === 'person' ? 1 : 0;
  // With a DOB and no NPI on the subject, a candidate born years away cannot reach the threshold
  // (best name + best address + 'years-apart' stays below it), so it is dropped before its
  // name is even read: most candidates of a large list end here.
  const gate = prepared.dob && prepared.npi === '' && MAX_PERSON_POINTS_YEARS_APART < possiblePoints;
  const birthYear = gate ? prepared.dob!.year : 0;
  const birthDate = gate && prepared.dob!.day !== 0 ? dobNumber(prepared.dob!) : 0;
  const { nameIsPerson, nameRecord, recordBirthYear, recordDob } = index;
  for (const nameIndex of candidates) {
    if (nameIsPerson[nameIndex] !== wantPerson) continue;
    const recordIndex = nameRecord[nameIndex]!;
    if (birthYear !== 0) {
      const d = recordDob[recordIndex]!;
      if (birthDate !== 0 && d !== 0) {
        if (!dobsCouldAgree(birthDate, d)) continue;
      } else {
        const y = recordBirthYear[recordIndex]!;
        if (y !== 0 && y !== birthYear && !yearsCouldAgree(birthYear, y)) continue;
      }
    }
    const name = index.names[nameIndex]!;
    const record = index.records[recordIndex]!;
    if (options.sources && !options.sources.includes(record.record.source)) continue;
    const assessment =
      name.kind === 'person'
        ? assessPerson(prepared, name, record, index.nicknames, possiblePoints)
        : assessBusiness(prepared, name, record);
    if (!assessment || assessment.points < possiblePoints) continue;
    const previous = best.get(name.recordIndex);
    if (!previous || assessment.points > previous.assessment.points) best.set(name.recordIndex, { nameIndex, assessment });
  }

  const results: MatchResult[] = [];
  for (const [recordIndex, { nameIndex, assessment }] of best) {
    const record = index.records[recordIndex]!;
    const name = index.names[nameIndex]!;
    const { evidence, reasons } = explainAssessment(prepared, name, record, assessment);
    results.push({
      subjectId: subject.id,
      source: record.record.source,
      recordId: record.record.recordId,
      record: record.record,
      score: Math.round(pointsToScore(assessment.points) * 1000) / 1000,
      band: assessment.points >= matchPoints ? 'MATCH' : 'POSSIBLE',
      matchedName: name.display,
      evidence,
      reasons,
    });
  }
  results.sort((a, b) => b.score - a.score || a.recordId.localeCompare(b.recordId));
  return results;
}
