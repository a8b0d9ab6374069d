import type { ListRecord } from '@app/screening/model/list-record';
import type { FieldEvidence } from '@app/screening/model/match-result';
import type { Subject } from '@app/screening/model/subject';
import { usDate } from '@app/shared/platform/us-date';
import { ALERT_STATUS_LABELS, type AlertDetail, type AlertStatus } from '@app/shared/screening/alerts';
import { evidenceChecks, listRecordFields } from '@app/shared/screening/list-record-fields';

/** Key/value tables of the alert dialog: the subject (Entity Information) and the list record with why it matched (Verification Information). */
export function describeAlert(input: {
  subject: Subject | undefined;
  sourceName: string;
  record: ListRecord;
  score: number;
  band: string;
  status: AlertStatus;
  reasons: string[];
  evidence: FieldEvidence[];
}): Pick<AlertDetail, 'monitoredSubjectDetails' | 'alertDetails'> {
  return { monitoredSubjectDetails: describeSubject(input.subject), alertDetails: describeRecord(input) };
}

function describeSubject(subject: Subject | undefined): Record<string, string> {
  if (!subject) return {};
  return compact({
    'Business Name': subject.businessName,
    'DBA Name': subject.dbaName,
    'First Name': subject.firstName,
    'Middle Name': subject.middleName,
    'Last Name': subject.lastName,
    'Date of Birth': usDate(subject.dob) || subject.dob,
    NPI: subject.npi,
    UEI: subject.uei,
    // The Addresses array of the screen is flattened into one Address line (spec 000 §3).
    Address: joinAddress([subject.street1, subject.city, subject.state, subject.postalCode]),
  });
}

function describeRecord(input: Parameters<typeof describeAlert>[0]): Record<string, string> {
  const details: Record<string, string | undefined> = Object.fromEntries(
    listRecordFields(input.sourceName, input.record, 'full').map((field) => [field.label, field.value]),
  );
  details['Match Score'] =
    `${Math.round(input.score * 100)}% (${input.band === 'MATCH' ? 'likely match' : 'possible match, needs review'})`;
  details['Review Status'] = ALERT_STATUS_LABELS[input.status];
  details['Why It Matched'] = input.reasons.join('; ');
  for (const check of evidenceChecks(input.evidence, 'full')) details[`Check: ${check.label}`] = `${check.label} ${check.value}`;
  return compact(details);
}

function compact(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())));
}

function joinAddress(parts: Array<string | undefined>): string {
  return parts.filter((part) => part?.trim()).join(', ');
}
