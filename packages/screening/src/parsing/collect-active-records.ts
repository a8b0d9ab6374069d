import type { ListRecord } from '../model/list-record';

/** Result of merging list files into the set of records to screen against. */
export interface ActiveRecords {
  records: ListRecord[];
  /** Exclusions dropped because a reinstatement for the same record id was loaded. */
  reinstated: number;
  /** Rows that repeated an earlier record id (SAM repeats rows; supplements overlap). */
  duplicates: number;
}

/**
 * Merges record streams (e.g. an LEIE full file plus later EXCL/REIN supplements) into the
 * records currently in force: a reinstatement row removes the exclusion with its record id,
 * whichever file came first, and a repeated id keeps the latest row. Reinstatement rows
 * themselves are never screened against.
 */
export async function collectActiveRecords(streams: Iterable<AsyncIterable<ListRecord>>): Promise<ActiveRecords> {
  const byId = new Map<string, ListRecord>();
  const reinstatedIds = new Set<string>();
  let duplicates = 0;
  for (const stream of streams) {
    for await (const record of stream) {
      const key = `${record.source}|${record.recordId}`;
      if (record.reinstatementDate) {
        reinstatedIds.add(key);
        continue;
      }
      if (byId.has(key)) duplicates++;
      byId.set(key, record);
    }
  }
  let reinstated = 0;
  for (const key of reinstatedIds) if (byId.delete(key)) reinstated++;
  return { records: [...byId.values()], reinstated, duplicates };
}
