import type { ListRecord } from '../model/list-record';

/**
 * True when the record's exclusion ended before `asOf` (ISO date): SAM publishes exclusions with
 * a termination date and keeps them on the extract afterwards, for history. Such a record is
 * still indexed (its history stays visible) but must not alert.
 */
export function isPastTermination(record: ListRecord, asOf: string): boolean {
  const end = record.terminationDate;
  return end !== undefined && end !== '' && end < asOf;
}
