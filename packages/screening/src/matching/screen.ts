import type { ListSource } from '../model/list-record';
import type { MatchResult } from '../model/match-result';
import type { Subject } from '../model/subject';
import { type Assessment, assessBusiness, assessPerson } from './assess-candidate';
import { explainAssessment } from './explain-assessment';
import { findCandidates } from './find-candidates';
import type { ScreeningIndex } from './indexed-types';
import { prepareSubject } from './prepare-subject';
import { MATCH_POINTS, POSSIBLE_POINTS, pointsToScore, scoreToPoints } from './score-model';

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
  const wantedKind = subject.kind;
  for (const nameIndex of candidates) {
    const name = index.names[nameIndex]!;
    if (name.kind !== wantedKind) continue;
    const record = index.records[name.recordIndex]!;
    if (options.sources && !options.sources.includes(record.record.source)) continue;
    const assessment = name.kind === 'person' ? assessPerson(prepared, name, record, index.nicknames) : assessBusiness(prepared, name, record);
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
