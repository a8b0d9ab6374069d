import { createHash } from 'node:crypto';
import type { ListRecord } from '@app/screening/model/list-record';

/** What identifies a record's content: a change of it reopens cleared alerts. The raw row is left out. */
export function contentHash(record: ListRecord): string {
  const { raw: _raw, ...content } = record;
  return createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 32);
}
