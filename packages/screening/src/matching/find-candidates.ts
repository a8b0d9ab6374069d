import { businessQueryPostings, personQueryPostings } from './blocking-keys';
import type { ScreeningIndex } from './indexed-types';
import { KEY_SLOT_STRIDE } from './key-table';
import type { PreparedSubject } from './prepare-subject';

const slotBuffer: number[] = [];

/**
 * Indices of the index names worth scoring for a subject: the union of the postings of its
 * blocking keys, deduplicated with the index's stamp buffer instead of a per-query Set. Written into
 * `out` (emptied first) so a caller screening many subjects reuses one array.
 */
export function findCandidates(index: ScreeningIndex, prepared: PreparedSubject, out: number[] = []): number[] {
  out.length = 0;
  const table = index.postings;
  slotBuffer.length = 0;
  if (prepared.person) {
    if (prepared.person.lastConcat === '' && prepared.person.first === '') return out;
    personQueryPostings(prepared.person, prepared.dob, prepared.npi, index.nicknames, table, slotBuffer);
  } else {
    if (prepared.businesses.length === 0 && prepared.npi === '' && prepared.uei === '') return out;
    businessQueryPostings(prepared.businesses, prepared.npi, prepared.uei, table, slotBuffer);
  }
  const stamps = index.stamps;
  index.query = (index.query + 1) | 0;
  // Wrapped around after 2^31 queries: clear marks so stale stamps cannot hide candidates.
  if (index.query <= 0) {
    stamps.fill(0);
    index.query = 1;
  }
  const stamp = index.query;
  const { postings, entries } = table;
  for (let s = 0; s < slotBuffer.length; s++) {
    const slot = slotBuffer[s]!;
    const e = slot * KEY_SLOT_STRIDE;
    const end = entries[e + 2]! + entries[e + 3]!;
    for (let p = entries[e + 2]!; p < end; p++) {
      const n = postings[p]!;
      if (stamps[n] !== stamp) {
        stamps[n] = stamp;
        out.push(n);
      }
    }
  }
  return out;
}
