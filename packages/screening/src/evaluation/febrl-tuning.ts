import { buildIndex } from '../matching/build-index';
import { screenSubject } from '../matching/screen';
import type { ListRecord } from '../model/list-record';
import { type FebrlRecord, loadFebrl } from './load-eval-data';

/** How the matcher does on FEBRL's corrupted duplicates (used to tune weights, not a target). */
export interface FebrlReport {
  dataset: string;
  listed: number;
  probes: number;
  found: number;
  foundAsMatch: number;
  recall: number;
  wrongAlerts: number;
  wrongAlertsPer10k: number;
}

function asListRecord(r: FebrlRecord): ListRecord {
  const s = r.subject;
  return {
    source: 'leie',
    recordId: `febrl-${r.person}`,
    kind: 'person',
    names: { first: s.firstName, last: s.lastName, full: [s.firstName, s.lastName].filter(Boolean).join(' ') },
    aliases: [],
    dob: s.dob,
    identifiers: {},
    address: { street: s.street1, city: s.city, state: s.state, zip: s.postalCode },
    raw: {},
  };
}

/**
 * Lists FEBRL's original records and screens their corrupted duplicates: recall is "the
 * duplicate found its original"; wrong alerts are hits on other people. FEBRL corrupts up to
 * several fields per duplicate (names, DOB, address), so it is harder than the planted set.
 */
export async function runFebrlTuning(dataDir: string, dataset: 'dataset1.csv' | 'dataset2.csv'): Promise<FebrlReport> {
  const rows = await loadFebrl(dataDir, dataset);
  const originals = rows.filter((r) => r.isOriginal && r.subject.lastName);
  const index = buildIndex(originals.map(asListRecord));
  const probes = rows.filter((r) => !r.isOriginal && r.subject.lastName);
  let found = 0;
  let foundAsMatch = 0;
  let wrongAlerts = 0;
  for (const probe of probes) {
    const results = screenSubject(index, probe.subject);
    const expected = `febrl-${probe.person}`;
    const hit = results.find((r) => r.recordId === expected);
    if (hit) {
      found++;
      if (hit.band === 'MATCH') foundAsMatch++;
    }
    wrongAlerts += results.filter((r) => r.recordId !== expected).length;
  }
  return {
    dataset,
    listed: originals.length,
    probes: probes.length,
    found,
    foundAsMatch,
    recall: probes.length ? found / probes.length : 0,
    wrongAlerts,
    wrongAlertsPer10k: probes.length ? (wrongAlerts / probes.length) * 10_000 : 0,
  };
}
