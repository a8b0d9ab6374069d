import { businessQueryPostings, personQueryPostings } from './blocking-keys';
import type { ScreeningIndex } from './indexed-types';
import type { PreparedSubject } from './prepare-subject';

const listBuffer: Array<readonly number[]> = [];

/**
 * Indices of the index names worth scoring for a subject: the union of the postings of its
 * blocking keys, deduplicated with the index's stamp buffer instead of a per-query Set.
 */
export function findCandidates(index: ScreeningIndex, prepared: PreparedSubject): number[] {
  const lookup = (key: string): readonly number[] | undefined => index.postings.get(key);
  listBuffer.length = 0;
  if (prepared.person) {
    if (prepared.person.lastConcat === '' && prepared.person.first === '') return [];
    personQueryPostings(prepared.person, prepared.dob, prepared.npi, index.nicknames, lookup, listBuffer);
  } else {
    if (prepared.businesses.length === 0 && prepared.npi === '' && prepared.uei === '') return [];
    businessQueryPostings(prepared.businesses, prepared.npi, prepared.uei, lookup, listBuffer);
  }
  index.query = (index.query + 1) | 0;
  // Wrapped around after 2^31 queries: clear marks so stale stamps cannot hide candidates.
  if (index.query <= 0) {
    index.stamps.fill(0);
    index.query = 1;
  }
  const stamp = index.query;
  const stamps = index.stamps;
  const out: number[] = [];
  for (const list of listBuffer) {
    for (let i = 0; i < list.length; i++) {
      const n = list[i]!;
      if (stamps[n] !== stamp) {
        stamps[n] = stamp;
        out.push(n);
      }
    }
  }
  return out;
}
