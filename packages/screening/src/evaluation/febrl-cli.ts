import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadListFiles, screenRosterFile } from '../cli/screen-files';
import type { Subject } from '../model/subject';
import { type ListEntry, entryIdOf, writeListFile, writeRoster } from './list-files';
import { type FebrlRecord, loadFebrl } from './load-eval-data';

/** Which FEBRL records are the list (LEIE layout); the others are the roster. */
export type FebrlDirection = 'originals-listed' | 'duplicates-listed';

/** How the matcher does on FEBRL's corrupted duplicates, through the CLI path. */
export interface FebrlReport {
  dataset: string;
  direction: FebrlDirection;
  listed: number;
  screened: number;
  /** Original/duplicate pairs the roster side should alert. */
  expected: number;
  found: number;
  foundAsMatch: number;
  recall: number;
  /** Alerts on another person's record. */
  wrongAlerts: number;
  precision: number;
}

function asEntry(r: FebrlRecord, id: number): ListEntry {
  const s = r.subject;
  return {
    id: String(id),
    kind: 'person',
    first: s.firstName,
    last: s.lastName,
    dob: s.dob,
    street: s.street1,
    city: s.city,
    state: s.state,
    zip: s.postalCode,
  };
}

/**
 * FEBRL through the product's path: one side written as an LEIE list file (split name columns,
 * DOB, address), the other as a CLI roster, both read by the real parsers. Recall: an original
 * and its corrupted duplicate alert each other; precision: the share of alerts that are on the
 * same person. FEBRL corrupts up to several fields per duplicate (names, DOB, address). Records
 * without a surname are left out on both sides (the roster contract requires one).
 */
export async function runFebrlThroughCli(
  dataDir: string,
  dataset: 'dataset1.csv' | 'dataset2.csv',
  direction: FebrlDirection,
): Promise<FebrlReport> {
  const rows = (await loadFebrl(dataDir, dataset)).filter((r) => r.subject.lastName);
  const listedRows = rows.filter((r) => r.isOriginal === (direction === 'originals-listed'));
  const screenedRows = rows.filter((r) => r.isOriginal !== (direction === 'originals-listed'));
  const dir = mkdtempSync(join(tmpdir(), 'febrl-cli-'));
  try {
    const listPath = join(dir, 'febrl.leie.csv');
    const rosterPath = join(dir, 'roster.csv');
    writeListFile(
      listPath,
      'leie',
      listedRows.map((r, i) => asEntry(r, i)),
    );
    const personOfEntry = listedRows.map((r) => r.person);
    writeRoster(
      rosterPath,
      screenedRows.map((r, i): Subject => ({ ...r.subject, id: String(i) })),
    );
    const listedPerPerson = new Map<string, number>();
    for (const r of listedRows) listedPerPerson.set(r.person, (listedPerPerson.get(r.person) ?? 0) + 1);
    const expected = screenedRows.reduce((n, r) => n + (listedPerPerson.get(r.person) ?? 0), 0);
    const lists = await loadListFiles([{ source: 'leie', path: listPath }]);
    let found = 0;
    let foundAsMatch = 0;
    let wrongAlerts = 0;
    for await (const { subject, results } of screenRosterFile(lists.index, rosterPath, {})) {
      const person = screenedRows[Number(subject.id)]!.person;
      for (const r of results) {
        const entry = entryIdOf(r.record);
        if (entry !== undefined && personOfEntry[Number(entry)] === person) {
          found++;
          if (r.band === 'MATCH') foundAsMatch++;
        } else wrongAlerts++;
      }
    }
    return {
      dataset,
      direction,
      listed: listedRows.length,
      screened: screenedRows.length,
      expected,
      found,
      foundAsMatch,
      recall: expected ? found / expected : 0,
      wrongAlerts,
      precision: found + wrongAlerts ? found / (found + wrongAlerts) : 0,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
