import type { ListRecord, ListSource } from './list-record';

/** `MATCH` is flagged as a likely hit; `POSSIBLE` goes to human review. */
export type MatchBand = 'MATCH' | 'POSSIBLE';

/** How one field of the subject compares with the list record. */
export type EvidenceVerdict = 'agree' | 'close' | 'disagree' | 'missing';

/** Field-level evidence shown to the reviewer ("Verification Information"). */
export interface FieldEvidence {
  field:
    | 'firstName'
    | 'middleName'
    | 'lastName'
    | 'fullName'
    | 'businessName'
    | 'dob'
    | 'npi'
    | 'uei'
    | 'license'
    | 'fein'
    | 'state'
    | 'city'
    | 'postalCode'
    | 'street';
  subjectValue: string;
  listValue: string;
  verdict: EvidenceVerdict;
  /** Short explanation of the verdict ("nickname", "day/month swapped", "list name truncated"). */
  note: string;
  /** Log-likelihood points this field contributed to the score. */
  weight: number;
}

/** One possible hit of a subject on a list record. */
export interface MatchResult {
  subjectId: string;
  source: ListSource;
  recordId: string;
  record: ListRecord;
  /** 0–1, monotonic in the evidence total. */
  score: number;
  band: MatchBand;
  /** The record name (or alias) that matched, for display. */
  matchedName: string;
  evidence: FieldEvidence[];
  /** Human-readable reasons, strongest first ("Last name agrees", "DOB differs by day/month swap"). */
  reasons: string[];
}
