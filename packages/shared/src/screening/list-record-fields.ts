import { z } from 'zod';
import { usDate } from '../platform/us-date';

/** One line of an alert's evidence as people read it: a label and its value. */
export const LabelledField = z.object({ label: z.string(), value: z.string() });
export type LabelledField = z.infer<typeof LabelledField>;

/**
 * The parts of a stored list record (the screening library's normalised ListRecord, kept with the
 * alert) this formatter reads. Everything is optional: records stored by older versions lack fields,
 * and the raw source row (`raw`: column codes such as EXCLDATE, ent_num) is never shown.
 */
interface StoredListRecord {
  recordId?: string;
  names?: { full?: string };
  aliases?: Array<{ full?: string }>;
  dob?: string;
  altDobs?: string[];
  identifiers?: { npi?: string; npis?: string[]; uei?: string; license?: string; licenses?: Array<{ number: string; state?: string }> };
  address?: { street?: string; city?: string; state?: string; zip?: string; country?: string };
  exclusionType?: string;
  program?: string;
  exclusionDate?: string;
  terminationDate?: string;
  reinstatementDate?: string;
  waiverDate?: string;
}

/** One comparison of the matcher (the alert's evidence), as stored. */
interface StoredEvidence {
  field?: string;
  subjectValue?: string;
  listValue?: string;
  verdict?: string;
  note?: string;
}

/**
 * Who reads the evidence: the vendor and platform staff read it in full; a client never sees a monitored person's full date of birth (DOMAIN.md): the
 * list's dates of birth are shown by year and the comparison without either side's value.
 */
export type EvidenceAudience = 'client' | 'full';

const FIELD_LABELS: Record<string, string> = {
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

const VERDICT_WORDS: Record<string, string> = {
  agree: 'agrees',
  close: 'is close',
  disagree: 'differs',
  missing: 'cannot be compared (missing on one side)',
};

/** Values lists print for "nothing" (OFAC's "-0-", zero-filled dates): never shown. */
function meaningful(value: string | undefined): value is string {
  const text = value?.trim();
  return Boolean(text) && text !== '-0-' && !/^0+$/.test(text!);
}

/** A list date as people read it: MM/DD/YYYY, or MM/YYYY / YYYY when the list only knows that much. */
export function listDate(value: string | undefined): string | undefined {
  if (!meaningful(value)) return undefined;
  const full = usDate(value);
  if (full) return full;
  const month = /^(\d{4})-(\d{2})$/.exec(value);
  if (month) return `${month[2]}/${month[1]}`;
  return /^\d{4}$/.test(value) ? value : undefined;
}

function birthDate(value: string | undefined, audience: EvidenceAudience): string | undefined {
  if (audience !== 'client') return listDate(value);
  return meaningful(value) && /^\d{4}/.test(value) ? `${value.slice(0, 4)} (year only)` : undefined;
}

function joined(parts: Array<string | undefined>, separator = ', '): string | undefined {
  const kept = parts.filter(meaningful);
  return kept.length ? kept.join(separator) : undefined;
}

function asRecord(value: unknown): StoredListRecord {
  return value && typeof value === 'object' ? (value as StoredListRecord) : {};
}

/**
 * A stored list record as labelled fields (issue 30: readable evidence everywhere an alert is shown):
 * the list's name first, then the record's names, identifiers, address and dates in MM/DD/YYYY, with
 * empty and placeholder values dropped and never a raw column code.
 */
export function listRecordFields(listName: string, stored: unknown, audience: EvidenceAudience): LabelledField[] {
  const record = asRecord(stored);
  const ids = record.identifiers ?? {};
  const address = record.address ?? {};
  const npis = ids.npis?.length ? ids.npis : [ids.npi];
  const licences = ids.licenses?.length ? ids.licenses.map((l) => joined([l.number, l.state], ' ')) : [ids.license];
  const fields: Array<[string, string | undefined]> = [
    ['List', listName],
    ['List Record ID', record.recordId],
    ['Name on List', record.names?.full],
    [
      'Also Known As',
      joined(
        (record.aliases ?? []).map((a) => a.full),
        '; ',
      ),
    ],
    ['Date of Birth on List', joined([record.dob, ...(record.altDobs ?? [])].map((d) => birthDate(d, audience)))],
    ['NPI on List', joined(npis)],
    ['UEI on List', ids.uei],
    ['License on List', joined(licences)],
    ['Address on List', joined([address.street, address.city, address.state, address.zip, address.country])],
    ['Exclusion Type', record.exclusionType],
    ['Program', record.program],
    ['Exclusion Date', listDate(record.exclusionDate)],
    ['Termination Date', listDate(record.terminationDate)],
    ['Reinstatement Date', listDate(record.reinstatementDate)],
    ['Waiver Date', listDate(record.waiverDate)],
  ];
  return fields.filter((f): f is [string, string] => meaningful(f[1])).map(([label, value]) => ({ label, value }));
}

/** Labelled fields on one line, for a CSV cell or a PDF line: "Name on List: JANICE ALLEN; Exclusion Date: 01/15/2016". */
export function labelledFieldsText(fields: LabelledField[]): string {
  return fields.map((field) => `${field.label}: ${field.value}`).join('; ');
}

/** A stored list record's fields without the list's name, for documents that name the list beside it. */
export function listRecordDetails(stored: unknown, audience: EvidenceAudience): LabelledField[] {
  return listRecordFields('', stored, audience);
}

/**
 * The matcher's comparisons as labelled lines ("Date of birth: agrees"). Clients read the verdicts
 * without the compared values, which are the monitored person's own data.
 */
export function evidenceChecks(stored: unknown, audience: EvidenceAudience): LabelledField[] {
  const items = Array.isArray(stored) ? (stored as StoredEvidence[]) : [];
  return items.flatMap((item) => {
    if (!item.field || !item.verdict) return [];
    const label = FIELD_LABELS[item.field] ?? 'Other detail';
    const sides =
      audience === 'client'
        ? undefined
        : joined([
            meaningful(item.subjectValue) ? `ours: ${item.subjectValue}` : undefined,
            meaningful(item.listValue) ? `list: ${item.listValue}` : undefined,
          ]);
    const value = `${VERDICT_WORDS[item.verdict] ?? item.verdict}${sides ? ` (${sides})` : ''}${item.note ? `; ${item.note}` : ''}`;
    return [{ label, value }];
  });
}
