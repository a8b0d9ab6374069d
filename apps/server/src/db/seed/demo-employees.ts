import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FieldEncryption } from '../../platform/crypto/field-encryption';
import type { Db } from '../../platform/db/database';
import { storageKey, type FileStorage } from '../../platform/files/file-storage';
import { EMPLOYEE_UPLOAD_HEADER } from '@app/shared/employees/uploads';
import { readListFile } from '@app/screening/parsing/read-list-file';
import { buildEmployee } from './factories';

const FIRST_NAMES = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Carlos',
  'Karen',
  'Daniel',
  'Lisa',
  'Matthew',
  'Nancy',
  'Anthony',
  'Betty',
  'Mark',
  'Sandra',
  'Priya',
  'Ashley',
  'Steven',
  'Kimberly',
  'Andrew',
  'Emily',
  'Kenji',
  'Donna',
  'Joshua',
  'Michelle',
  'Kevin',
  'Carol',
];
const LAST_NAMES = [
  'Anderson',
  'Brennan',
  'Castillo',
  'Delgado',
  'Eriksen',
  'Fairbanks',
  'Gallagher',
  'Hollis',
  'Iverson',
  'Jablonski',
  'Kensington',
  'Lindqvist',
  'Montgomery',
  'Nakamura',
  'Okafor',
  'Pemberton',
  'Quintero',
  'Rasmussen',
  'Sorensen',
  'Thibodeaux',
  'Underwood',
  'Valdivia',
  'Whitfield',
  'Xiong',
  'Yarborough',
  'Zielinski',
  'Abernathy',
  'Blackwood',
  'Carrington',
  'Dunleavy',
];
const CITIES: Array<[string, string, string]> = [
  ['Austin', 'TX', '73301'],
  ['Columbus', 'OH', '43004'],
  ['Denver', 'CO', '80202'],
  ['Raleigh', 'NC', '27601'],
  ['Tampa', 'FL', '33601'],
  ['Portland', 'OR', '97201'],
];

/** A deterministic pseudo-random sequence, so every fresh demo shows the same roster. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Real individuals with a DOB from the shipped LEIE supplement: planted so the demo shows real alerts. */
export async function plantedListPeople(
  listsDir: string,
  count: number,
): Promise<Array<{ firstName: string; lastName: string; dob: string; city: string; state: string }>> {
  const people = [];
  for await (const record of readListFile({ source: 'leie', path: path.join(listsDir, 'leie', '1601EXCL.csv') })) {
    if (record.kind !== 'person' || !record.dob || !record.names.first || !record.names.last || record.reinstatementDate) continue;
    people.push({
      firstName: titleCase(record.names.first),
      lastName: titleCase(record.names.last),
      dob: record.dob,
      city: titleCase(record.address.city ?? ''),
      state: record.address.state ?? '',
    });
    if (people.length === count) break;
  }
  return people;
}

function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

/**
 * About 60 employees for the demo vendor: synthetic people, three real LEIE-listed individuals (they
 * turn NON_COMPLIANT once the shipped lists are imported and screened), and two past uploads.
 */
export async function seedDemoEmployees(
  deps: { db: Db; encryption: FieldEncryption; files: FileStorage },
  input: { vendorId: number; userId: number; username: string; listsDir: string },
): Promise<void> {
  const random = seeded(20261122);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const uploads = [];
  for (const [index, filename] of ['roster-march.csv', 'new-hires-june.csv'].entries()) {
    const content = `${EMPLOYEE_UPLOAD_HEADER.join(',')}\r\n`;
    const tempPath = path.join(deps.files.tempDir(), randomUUID());
    fs.writeFileSync(tempPath, content);
    const key = storageKey({ vendorId: input.vendorId }, 'employeeUpload');
    await deps.files.putFromTempFile(key, tempPath);
    const file = await deps.db
      .insertInto('files')
      .values({
        directory: 'employeeUpload',
        filename,
        content_type: 'text/csv',
        size_bytes: content.length,
        sha256: 'demo',
        storage_key: key,
        uploaded_by: input.userId,
        vendor_id: input.vendorId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const submittedAt = new Date(Date.now() - (120 - index * 60) * 86_400_000);
    const upload = await deps.db
      .insertInto('employee_uploads')
      .values({
        vendor_id: input.vendorId,
        file_id: file.id,
        filename,
        submitted_by: input.userId,
        username: input.username,
        submitted_at: submittedAt,
        partial_upload: index === 1,
        status: 'COMPLETE',
        rows_total: index === 1 ? 22 : 30,
        rows_saved: index === 1 ? 20 : 30,
        rows_skipped: index === 1 ? 2 : 0,
        finished_at: submittedAt,
      })
      .returning(['id', 'submitted_at'])
      .executeTakeFirstOrThrow();
    uploads.push(upload);
  }

  for (let i = 0; i < 57; i++) {
    const [city, state, zip] = pick(CITIES);
    const year = 1960 + Math.floor(random() * 40);
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    const upload = i < 30 ? uploads[0] : i < 50 ? uploads[1] : undefined;
    await buildEmployee(deps, {
      vendorId: input.vendorId,
      firstName: pick(FIRST_NAMES),
      lastName: pick(LAST_NAMES),
      dob: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      street1: `${100 + Math.floor(random() * 9000)} ${pick(['Oak', 'Maple', 'Cedar', 'Pine', 'Elm'])} ${pick(['St', 'Ave', 'Blvd', 'Rd'])}`,
      city,
      state,
      postalCode: zip,
      uploadId: upload?.id ?? null,
      createdAt: upload?.submitted_at,
    });
  }
  for (const person of await plantedListPeople(input.listsDir, 3)) {
    await buildEmployee(deps, { vendorId: input.vendorId, ...person, city: person.city || null, state: person.state || null });
  }
}
