import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ListRecord, ParseIssueHandler } from '../model/list-record';
import type { Subject } from '../model/subject';
import { collectActiveRecords } from '../parsing/collect-active-records';
import { readCsvRows } from '../parsing/csv-rows';
import { headerIndex } from '../parsing/field-values';
import { parseLeie } from '../parsing/parse-leie';
import { parseOfac } from '../parsing/parse-ofac';
import { parseSam } from '../parsing/parse-sam';

/** The shared data folder: `SHARED_DATA_DIR`, else ../shared/data next to the repository. */
export function sharedDataDir(): string {
  if (process.env.SHARED_DATA_DIR) return resolve(process.env.SHARED_DATA_DIR);
  const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
  return resolve(repoRoot, '../shared/data');
}

/** Fails with a clear message instead of an ENOENT deep inside a stream. */
export function requireDataDir(dir: string): string {
  if (!existsSync(join(dir, 'leie')) || !existsSync(join(dir, 'negatives'))) {
    throw new Error(`shared data not found in ${dir}; set SHARED_DATA_DIR to the folder holding leie/, ofac/, sam/, negatives/, febrl/`);
  }
  return dir;
}

/** Every list of the shared data: all LEIE supplements (reinstatements applied), OFAC SDN, SAM sample. */
export async function loadAllLists(dir: string, onIssue?: ParseIssueHandler): Promise<ListRecord[]> {
  const leieFiles = readdirSync(join(dir, 'leie'))
    .filter((f) => f.toLowerCase().endsWith('.csv'))
    .sort();
  const streams = [
    ...leieFiles.map((f) => parseLeie(createReadStream(join(dir, 'leie', f)), { file: f, onIssue })),
    parseOfac(createReadStream(join(dir, 'ofac', 'sdn.csv')), { file: 'sdn.csv', onIssue }),
    parseSam(createReadStream(join(dir, 'sam', 'sam_exclusions_sample.csv')), { file: 'sam_exclusions_sample.csv', onIssue }),
  ];
  return (await collectActiveRecords(streams)).records;
}

/** The clean roster: synthetic people built to match no listed person. */
export async function loadNegatives(dir: string): Promise<Subject[]> {
  const file = join(dir, 'negatives', 'negatives_us_dev.csv');
  const subjects: Subject[] = [];
  let col: Map<string, number> | undefined;
  for await (const { values } of readCsvRows(createReadStream(file), { file })) {
    if (!col) {
      col = headerIndex(values);
      continue;
    }
    const get = (name: string): string | undefined => values[col!.get(name.toUpperCase()) ?? -1]?.trim() || undefined;
    subjects.push({
      id: `neg-${subjects.length + 1}`,
      kind: 'person',
      firstName: get('first_name'),
      middleName: get('middle_name'),
      lastName: get('last_name'),
      dob: get('date_of_birth'),
    });
  }
  return subjects;
}

/** FEBRL records: `rec-N-org` originals and `rec-N-dup-k` corrupted copies of the same person N. */
export interface FebrlRecord {
  recId: string;
  person: string;
  isOriginal: boolean;
  subject: Subject;
}

/** Reads a FEBRL dataset (", "-separated, DOB YYYYMMDD). */
export async function loadFebrl(dir: string, name: 'dataset1.csv' | 'dataset2.csv'): Promise<FebrlRecord[]> {
  const file = join(dir, 'febrl', name);
  const out: FebrlRecord[] = [];
  let header = true;
  for await (const { values } of readCsvRows(createReadStream(file), { file })) {
    if (header) {
      header = false;
      continue;
    }
    const v = values.map((x) => x.trim());
    const [recId, given, surname, streetNumber, address1, , suburb, postcode, state, dob] = v;
    const m = /^rec-(\d+)-(org|dup)/.exec(recId ?? '');
    if (!m) continue;
    const dobIso = /^\d{8}$/.test(dob ?? '') ? `${dob!.slice(0, 4)}-${dob!.slice(4, 6)}-${dob!.slice(6, 8)}` : undefined;
    out.push({
      recId: recId!,
      person: m[1]!,
      isOriginal: m[2] === 'org',
      subject: {
        id: recId!,
        kind: 'person',
        firstName: given || undefined,
        lastName: surname || undefined,
        dob: dobIso,
        street1: [streetNumber, address1].filter(Boolean).join(' ') || undefined,
        city: suburb || undefined,
        state: state || undefined,
        postalCode: postcode || undefined,
      },
    });
  }
  return out;
}
