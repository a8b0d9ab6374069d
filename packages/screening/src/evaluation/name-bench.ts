import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildIndex } from '../matching/build-index';
import type { ScreeningIndex } from '../matching/indexed-types';
import type { NicknameTable } from '../matching/nicknames';
import { scoreSubject } from '../matching/screen';
import type { EntityKind, ListRecord } from '../model/list-record';
import type { Subject } from '../model/subject';
import { readCsvRows } from '../parsing/csv-rows';
import { headerIndex } from '../parsing/field-values';

/** One labelled name pair of OpenSanctions' name_bench, with logic-v2's frozen verdict on it. */
export interface NameBenchPair {
  caseId: string;
  group: string;
  schema: string;
  kind: EntityKind;
  name1: string;
  name2: string;
  isMatch: boolean;
  logicV2Score: number;
  logicV2Match: boolean;
}

/** Reads name_bench_dev/logicv2-frozen.csv (the pairs that carry logic-v2's score). */
export async function loadNameBench(dir: string): Promise<NameBenchPair[]> {
  const file = join(dir, 'name_bench_dev', 'logicv2-frozen.csv');
  if (!existsSync(file)) throw new Error(`name bench not found: ${file}`);
  const pairs: NameBenchPair[] = [];
  let col: Map<string, number> | undefined;
  for await (const { values } of readCsvRows(createReadStream(file), { file })) {
    if (!col) {
      col = headerIndex(values);
      continue;
    }
    const get = (name: string): string => values[col!.get(name.toUpperCase()) ?? -1] ?? '';
    const schema = get('schema');
    pairs.push({
      caseId: get('case_id'),
      group: get('case_group'),
      schema,
      kind: schema === 'Person' ? 'person' : 'business',
      name1: get('name1'),
      name2: get('name2'),
      isMatch: get('is_match') === 'true',
      logicV2Score: Number(get('score')),
      logicV2Match: get('predicted_match') === 'true',
    });
  }
  return pairs;
}

/** The list side of a pair: name1 as a record with nothing but its name. */
export function pairRecord(pair: NameBenchPair, i: number): ListRecord {
  return {
    source: 'ofac',
    recordId: `bench-${i}-${pair.caseId}`,
    kind: pair.kind,
    names: pair.kind === 'business' ? { full: pair.name1, business: pair.name1 } : { full: pair.name1 },
    aliases: [],
    identifiers: {},
    address: {},
    raw: {},
  };
}

/** The screened side of a pair: name2 as a subject with nothing but its name. */
export function pairSubject(pair: NameBenchPair, i: number): Subject {
  return pair.kind === 'business'
    ? { id: `bench-${i}`, kind: 'business', businessName: pair.name2 }
    : { id: `bench-${i}`, kind: 'person', fullName: pair.name2 };
}

/** Precision, recall and F1 of one system on one set of pairs. */
export interface BenchFigures {
  pairs: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  precision: number;
  recall: number;
  f1: number;
}

export function figures(outcomes: ReadonlyArray<{ isMatch: boolean; predicted: boolean }>): BenchFigures {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  for (const o of outcomes) {
    if (o.predicted && o.isMatch) tp++;
    else if (o.predicted) fp++;
    else if (o.isMatch) fn++;
    else tn++;
  }
  const precision = tp + fp ? tp / (tp + fp) : 0;
  const recall = tp + fn ? tp / (tp + fn) : 0;
  return {
    pairs: outcomes.length,
    tp,
    fp,
    fn,
    tn,
    precision,
    recall,
    f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0,
  };
}

/** Names-only report for one kind (persons or businesses). */
export interface NameBenchKindReport {
  engine: BenchFigures;
  logicV2: BenchFigures;
  /** True pairs whose record was among the blocking candidates (scored at all). */
  candidateRecall: number;
  /** Alerts on other pairs' records with a different name, and on the real lists' records. */
  crossAlertsBench: number;
  crossAlertsLists: number;
  /** Pairs the engine got wrong, for reading (not for special-casing). */
  errors: Array<{ pair: NameBenchPair; score: number; reasons: string[] }>;
}

export interface NameBenchReport {
  listRecords: number;
  person: NameBenchKindReport;
  business: NameBenchKindReport;
}

/**
 * Screens every pair's name2 (as a subject) against an index holding every pair's name1 (as a
 * record) and, when given, the real lists. A pair is predicted a match when its subject alerts
 * its own pair's record (score at or above the POSSIBLE line).
 */
export function runNameBench(
  pairs: readonly NameBenchPair[],
  options: { lists?: readonly ListRecord[]; nicknames?: NicknameTable; index?: ScreeningIndex } = {},
): NameBenchReport {
  const benchRecords = pairs.map(pairRecord);
  const index = options.index ?? buildIndex([...(options.lists ?? []), ...benchRecords], { nicknames: options.nicknames });
  const byKind = (kind: EntityKind): NameBenchKindReport => {
    const outcomes: Array<{ isMatch: boolean; predicted: boolean }> = [];
    const logic: Array<{ isMatch: boolean; predicted: boolean }> = [];
    let truePairs = 0;
    let candidatesFound = 0;
    let crossAlertsBench = 0;
    let crossAlertsLists = 0;
    const errors: NameBenchKindReport['errors'] = [];
    pairs.forEach((pair, i) => {
      if (pair.kind !== kind) return;
      const own = benchRecords[i]!.recordId;
      const scored = scoreSubject(index, pairSubject(pair, i), { allCandidates: true });
      const mine = scored.find((r) => r.recordId === own);
      const predicted = mine !== undefined && mine.band !== 'NONE';
      outcomes.push({ isMatch: pair.isMatch, predicted });
      logic.push({ isMatch: pair.isMatch, predicted: pair.logicV2Match });
      if (pair.isMatch) {
        truePairs++;
        if (mine) candidatesFound++;
      }
      if (predicted !== pair.isMatch) errors.push({ pair, score: mine?.score ?? 0, reasons: mine?.reasons ?? ['not a candidate'] });
      const ownName = pair.name1.trim().toUpperCase();
      for (const r of scored) {
        if (r.band === 'NONE' || r.recordId === own) continue;
        if (!r.recordId.startsWith('bench-')) crossAlertsLists++;
        else if (r.record.names.full.trim().toUpperCase() !== ownName) crossAlertsBench++;
      }
    });
    return {
      engine: figures(outcomes),
      logicV2: figures(logic),
      candidateRecall: truePairs ? candidatesFound / truePairs : 0,
      crossAlertsBench,
      crossAlertsLists,
      errors,
    };
  };
  return { listRecords: index.records.length - benchRecords.length, person: byKind('person'), business: byKind('business') };
}
