import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadListFiles, screenRosterFile } from '../cli/screen-files';
import { BUSINESS_FEATURES, PERSON_FEATURES } from '../matching/name-model';
import type { EntityKind } from '../model/list-record';
import type { Subject } from '../model/subject';
import type { ListFileSpec } from '../parsing/read-list-file';
import { fitNameModel } from './fit-name-model';
import { type ListEntry, type ListFormat, entryIdOf, splitPersonName, writeListFile, writeRoster } from './list-files';
import { type BenchFigures, type NameBenchPair, figures } from './name-bench';
import { seededRandom } from './seeded-random';

/** Which name of a pair is the list record; the other is the roster subject. */
export type BenchDirection = 'name1-listed' | 'name2-listed';

export interface CliBenchOptions {
  dataDir: string;
  format: ListFormat;
  direction: BenchDirection;
  /** Folds of the cross-validation: each fold is scored by weights fitted on the others. */
  folds: number;
  seed: number;
  lambdas: { person: number; business: number };
}

export interface CliBenchReport {
  person: { engine: BenchFigures; logicV2: BenchFigures };
  business: { engine: BenchFigures; logicV2: BenchFigures };
  /** Pairs the engine got wrong, for reading (not for special-casing). */
  errors: Array<{ pair: NameBenchPair; predicted: boolean }>;
}

/** The real lists of the shared data as CLI list arguments (LEIE supplements, OFAC SDN, SAM sample). */
export function sharedListSpecs(dataDir: string): ListFileSpec[] {
  const leie = readdirSync(join(dataDir, 'leie'))
    .filter((f) => f.toLowerCase().endsWith('.csv'))
    .sort()
    .map((f): ListFileSpec => ({ source: 'leie', path: join(dataDir, 'leie', f) }));
  return [
    ...leie,
    { source: 'ofac', path: join(dataDir, 'ofac', 'sdn.csv') },
    { source: 'sam', path: join(dataDir, 'sam', 'sam_exclusions_sample.csv') },
  ];
}

function entry(id: number, kind: EntityKind, name: string): ListEntry {
  return kind === 'person' ? { id: String(id), kind, ...splitPersonName(name) } : { id: String(id), kind, business: name };
}

function subject(id: number, kind: EntityKind, name: string): Subject {
  if (kind === 'business') return { id: String(id), kind, businessName: name };
  const { first, middle, last } = splitPersonName(name);
  return { id: String(id), kind, firstName: first, middleName: middle, lastName: last };
}

/**
 * name_bench through the product's path: one side of every pair written as a list file in the
 * given layout (LEIE split columns, OFAC "LAST, First", SAM) next to the real lists, the other
 * side as a CLI roster (firstName / middleName / lastName, or businessName), both read by the real
 * parsers and screened by the CLI's functions. A pair is predicted a match when its subject
 * alerts its own record. Each fold's pairs are scored by a model fitted on the other folds only,
 * so the figures are held-out figures.
 */
export async function runNameBenchThroughCli(pairs: readonly NameBenchPair[], options: CliBenchOptions): Promise<CliBenchReport> {
  const dir = mkdtempSync(join(tmpdir(), 'name-bench-cli-'));
  try {
    const listed = (p: NameBenchPair): string => (options.direction === 'name1-listed' ? p.name1 : p.name2);
    const screened = (p: NameBenchPair): string => (options.direction === 'name1-listed' ? p.name2 : p.name1);
    const listPath = join(dir, `bench.${options.format}.csv`);
    writeListFile(
      listPath,
      options.format,
      pairs.map((p, i) => entry(i, p.kind, listed(p))),
    );
    const lists = await loadListFiles([...sharedListSpecs(options.dataDir), { source: options.format, path: listPath }]);
    // The fitted side reads the pair as the product does: name2 the subject, name1 the record.
    const oriented = pairs.map((p) => ({ ...p, name1: listed(p), name2: screened(p) }));
    const order = seededRandom(options.seed).shuffle(pairs.map((_, i) => i));
    const fold = new Int32Array(pairs.length);
    order.forEach((pairIndex, position) => (fold[pairIndex] = position % options.folds));
    const predicted = new Array<boolean>(pairs.length).fill(false);
    for (let k = 0; k < options.folds; k++) {
      const training = oriented.filter((_, i) => fold[i] !== k);
      lists.index.nameModel = fitNameModel(training, lists.index.nicknames, lists.index.businessRarity, options.lambdas, {
        person: PERSON_FEATURES,
        business: BUSINESS_FEATURES,
      });
      const rosterPath = join(dir, `roster-${k}.csv`);
      writeRoster(
        rosterPath,
        pairs.flatMap((p, i) => (fold[i] === k ? [subject(i, p.kind, screened(p))] : [])),
      );
      for await (const { subject: s, results } of screenRosterFile(lists.index, rosterPath, {})) {
        predicted[Number(s.id)] = results.some((r) => entryIdOf(r.record) === s.id);
      }
    }
    const report = (kind: EntityKind) => {
      const own = pairs.flatMap((p, i) => (p.kind === kind ? [{ p, predicted: predicted[i]! }] : []));
      return {
        engine: figures(own.map(({ p, predicted: x }) => ({ isMatch: p.isMatch, predicted: x }))),
        logicV2: figures(own.map(({ p }) => ({ isMatch: p.isMatch, predicted: p.logicV2Match }))),
      };
    };
    const errors = pairs.flatMap((pair, i) => (predicted[i] !== pair.isMatch ? [{ pair, predicted: predicted[i]! }] : []));
    return { person: report('person'), business: report('business'), errors };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
