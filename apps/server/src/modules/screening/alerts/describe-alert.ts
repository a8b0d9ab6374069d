import type { ListRecord } from '@app/screening/model/list-record';
import type { FieldEvidence } from '@app/screening/model/match-result';
import type { Subject } from '@app/screening/model/subject';
import { ALERT_STATUS_LABELS, type AlertDetail, type AlertStatus } from '@app/shared/screening/alerts';

const FIELD_LABELS: Record<FieldEvidence['field'], string> = {
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  fullName: 'Name (word by word)',
  businessName: 'Business name',
  dob: 'Date of birth',
  npi: 'NPI',
  uei: 'UEI',
  license: 'License',
  fein: 'FEIN',
  state: 'State',
  city: 'City',
  postalCode: 'ZIP code',
  street: 'Street',
};

const VERDICT_WORDS: Record<FieldEvidence['verdict'], string> = {
  agree: 'agrees',
  close: 'is close',
  disagree: 'differs',
  missing: 'cannot be compared (missing on one side)',
};

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
    'Date of Birth': subject.dob,
    NPI: subject.npi,
    UEI: subject.uei,
    // The Addresses array of the screen is flattened into one Address line (spec 000 §3).
    Address: joinAddress([subject.street1, subject.city, subject.state, subject.postalCode]),
  });
}

function describeRecord(input: Parameters<typeof describeAlert>[0]): Record<string, string> {
  const { record } = input;
  const details: Record<string, string | undefined> = {
    List: input.sourceName,
    'List Record ID': record.recordId,
    'Name on List': record.names.full,
    'Also Known As': record.aliases.map((alias) => alias.full).join('; '),
    'Date of Birth on List': [record.dob, ...(record.altDobs ?? [])].filter(Boolean).join(', '),
    'NPI on List': record.identifiers.npi,
    'UEI on List': record.identifiers.uei,
    'License on List': record.identifiers.license,
    'Address on List': joinAddress([
      record.address.street,
      record.address.city,
      record.address.state,
      record.address.zip,
      record.address.country,
    ]),
    'Exclusion Type': record.exclusionType,
    Program: record.program,
    'Exclusion Date': record.exclusionDate,
    'Termination Date': record.terminationDate,
    'Reinstatement Date': record.reinstatementDate,
    'Waiver Date': record.waiverDate,
    'Match Score': `${Math.round(input.score * 100)}% (${input.band === 'MATCH' ? 'likely match' : 'possible match, needs review'})`,
    'Review Status': ALERT_STATUS_LABELS[input.status],
    'Why It Matched': input.reasons.join('; '),
  };
  for (const item of input.evidence) {
    const sides = [item.subjectValue ? `ours: ${item.subjectValue}` : undefined, item.listValue ? `list: ${item.listValue}` : undefined]
      .filter(Boolean)
      .join(', ');
    const label = FIELD_LABELS[item.field] ?? item.field;
    details[`Check: ${label}`] =
      `${label} ${VERDICT_WORDS[item.verdict]}${sides ? ` (${sides})` : ''}${item.note ? ` — ${item.note}` : ''}`;
  }
  return compact(details);
}

function compact(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())));
}

function joinAddress(parts: Array<string | undefined>): string {
  return parts.filter((part) => part?.trim()).join(', ');
}
