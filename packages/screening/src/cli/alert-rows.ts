import type { ScoredCandidate } from '../matching/screen';

/** ALERTS.csv columns of the CLI contract. */
export const ALERT_COLUMNS = ['subjectId', 'source', 'recordId', 'recordName', 'recordDob', 'score', 'band', 'reasons'] as const;

/** One ALERTS.csv row for a match (band NONE: a candidate below the alert line); reasons joined with "; ". */
export function alertRow(result: ScoredCandidate): string[] {
  const dob = result.record.dob;
  return [
    result.subjectId,
    result.source,
    result.recordId,
    result.record.names.full,
    // Only a full date fits the YYYY-MM-DD column; partial OFAC DOBs stay in the reasons.
    dob && /^\d{4}-\d{2}-\d{2}$/.test(dob) ? dob : '',
    result.score.toFixed(3),
    result.band,
    result.reasons.join('; '),
  ];
}
