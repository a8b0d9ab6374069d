import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadListFiles, screenRosterFile } from '../cli/screen-files';
import { foldText } from '../matching/fold-text';
import { recordNpis } from '../matching/identifiers';
import type { ListRecord } from '../model/list-record';
import type { Subject } from '../model/subject';
import { type ListEntry, entryIdOf, writeListFile, writeRoster } from './list-files';

/**
 * A benchmark built from the lists themselves (issue 31): two records (of one file or of two) that
 * carry the same valid NPI but spell the name differently are the same provider (positives; a list
 * that printed a wrong NPI makes a false positive here, read the pairs with --verbose);
 * two person records with the same name and different valid NPIs, or full DOBs a year or more
 * apart, are different people (hard negatives).
 */
export interface NpiBenchPair {
  kind: 'positive' | 'hard-negative';
  a: ListRecord;
  b: ListRecord;
  why: string;
}

const nameKey = (r: ListRecord): string => foldText(r.names.full).replace(/[^A-Z]/g, '');

function yearsApart(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b || a.length < 10 || b.length < 10) return false;
  return Math.abs(Date.parse(a) - Date.parse(b)) >= 365 * 86_400_000;
}

/** Builds the pairs; each unordered pair once, a record never paired with itself. */
export function buildNpiBench(records: readonly ListRecord[]): NpiBenchPair[] {
  const pairs: NpiBenchPair[] = [];
  const seen = new Set<string>();
  const add = (kind: NpiBenchPair['kind'], a: ListRecord, b: ListRecord, why: string): void => {
    const key = [a.recordId, b.recordId].sort().join('|');
    if (a.recordId === b.recordId || seen.has(key)) return;
    seen.add(key);
    pairs.push({ kind, a, b, why });
  };
  const byNpi = new Map<string, ListRecord[]>();
  for (const r of records) for (const npi of recordNpis(r.identifiers)) byNpi.set(npi, [...(byNpi.get(npi) ?? []), r]);
  for (const [npi, group] of byNpi)
    for (const a of group)
      for (const b of group) if (a.kind === b.kind && nameKey(a) !== nameKey(b)) add('positive', a, b, `same NPI ${npi}`);
  const byName = new Map<string, ListRecord[]>();
  for (const r of records) if (r.kind === 'person') byName.set(nameKey(r), [...(byName.get(nameKey(r)) ?? []), r]);
  for (const group of byName.values()) {
    for (const a of group)
      for (const b of group) {
        const na = recordNpis(a.identifiers);
        const nb = recordNpis(b.identifiers);
        if (na.some((n) => nb.includes(n))) continue;
        if (na.length > 0 && nb.length > 0) add('hard-negative', a, b, 'same name, different NPIs');
        else if (yearsApart(a.dob, b.dob)) add('hard-negative', a, b, 'same name, DOBs a year or more apart');
      }
  }
  return pairs;
}

function entryOf(r: ListRecord, id: number): ListEntry {
  const n = r.names;
  return r.kind === 'person'
    ? {
        id: String(id),
        kind: 'person',
        first: n.first,
        middle: n.middle,
        last: n.last ?? n.full,
        dob: r.dob,
        npi: recordNpis(r.identifiers)[0],
      }
    : { id: String(id), kind: 'business', business: n.business ?? n.full, npi: recordNpis(r.identifiers)[0] };
}

function subjectOf(r: ListRecord, id: number, withNpi: boolean): Subject {
  const n = r.names;
  const npi = withNpi ? recordNpis(r.identifiers)[0] : undefined;
  return r.kind === 'person'
    ? { id: String(id), kind: 'person', firstName: n.first, middleName: n.middle, lastName: n.last ?? n.full, dob: r.dob, npi }
    : { id: String(id), kind: 'business', businessName: n.business ?? n.full, npi };
}

export interface NpiBenchReport {
  positives: number;
  hardNegatives: number;
  /** Positives whose side a alerts side b (names and DOB only; with the NPI on the roster). */
  found: number;
  foundWithNpi: number;
  /** Hard negatives whose side a alerts side b, and of those how many as MATCH. */
  falseAlerts: number;
  falseMatches: number;
}

/**
 * Screens side a of every pair (as a CLI roster row) against side b (written as an LEIE-layout
 * list file with its first valid NPI, read by the real parser), first without the NPI on the
 * roster (what the names and DOB say) and then with it.
 */
export async function runNpiBench(pairs: readonly NpiBenchPair[]): Promise<NpiBenchReport> {
  const dir = mkdtempSync(join(tmpdir(), 'npi-bench-'));
  try {
    const listPath = join(dir, 'b.leie.csv');
    writeListFile(
      listPath,
      'leie',
      pairs.map((p, i) => entryOf(p.b, i)),
    );
    const lists = await loadListFiles([{ source: 'leie', path: listPath }]);
    const alerts = async (withNpi: boolean): Promise<Map<number, string>> => {
      const rosterPath = join(dir, `a-${withNpi}.csv`);
      writeRoster(
        rosterPath,
        pairs.map((p, i) => subjectOf(p.a, i, withNpi)),
      );
      const own = new Map<number, string>();
      for await (const { subject, results } of screenRosterFile(lists.index, rosterPath, {})) {
        const hit = results.find((r) => entryIdOf(r.record) === subject.id);
        if (hit) own.set(Number(subject.id), hit.band);
      }
      return own;
    };
    const plain = await alerts(false);
    const withNpi = await alerts(true);
    let found = 0;
    let foundWithNpi = 0;
    let falseAlerts = 0;
    let falseMatches = 0;
    pairs.forEach((p, i) => {
      if (p.kind === 'positive') {
        if (plain.has(i)) found++;
        if (withNpi.has(i)) foundWithNpi++;
      } else if (withNpi.has(i)) {
        falseAlerts++;
        if (withNpi.get(i) === 'MATCH') falseMatches++;
      }
    });
    return {
      positives: pairs.filter((p) => p.kind === 'positive').length,
      hardNegatives: pairs.filter((p) => p.kind === 'hard-negative').length,
      found,
      foundWithNpi,
      falseAlerts,
      falseMatches,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
