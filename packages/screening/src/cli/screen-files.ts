import { createReadStream } from 'node:fs';
import { buildIndex } from '../matching/build-index';
import type { ScreeningIndex } from '../matching/indexed-types';
import { type ScoreOptions, type ScoredCandidate, scoreSubject } from '../matching/screen';
import type { ParseIssueHandler } from '../model/list-record';
import type { Subject } from '../model/subject';
import { collectActiveRecords } from '../parsing/collect-active-records';
import { type ListFileSpec, readListFile } from '../parsing/read-list-file';
import { readRoster } from './read-roster';

/** The lists of a `match` run, parsed by their real parsers, merged and indexed. */
export interface LoadedLists {
  index: ScreeningIndex;
  records: number;
  bySource: Map<string, number>;
  reinstated: number;
  duplicates: number;
  loadMs: number;
}

/** Parses the list files (reinstatements applied) and builds the index: the CLI's first half. */
export async function loadListFiles(specs: readonly ListFileSpec[], onIssue?: ParseIssueHandler): Promise<LoadedLists> {
  const started = performance.now();
  const active = await collectActiveRecords(specs.map((spec) => readListFile(spec, onIssue)));
  const loadMs = performance.now() - started;
  const bySource = new Map<string, number>();
  for (const r of active.records) bySource.set(r.source, (bySource.get(r.source) ?? 0) + 1);
  return {
    index: buildIndex(active.records),
    records: active.records.length,
    bySource,
    reinstated: active.reinstated,
    duplicates: active.duplicates,
    loadMs,
  };
}

/**
 * Streams a roster CSV (the CLI contract's columns) and screens each subject: the CLI's second
 * half. The evaluation runs its benchmarks through this same function.
 */
export async function* screenRosterFile(
  index: ScreeningIndex,
  rosterPath: string,
  options: ScoreOptions,
  onIssue?: ParseIssueHandler,
): AsyncGenerator<{ subject: Subject; results: ScoredCandidate[] }> {
  for await (const subject of readRoster(createReadStream(rosterPath), rosterPath, onIssue)) {
    yield { subject, results: scoreSubject(index, subject, options) };
  }
}
