import { foldText } from './fold-text';
import type { PreparedAddress } from './indexed-types';

// Street words written in several ways; only the common ones matter for "same street" evidence.
const STREET_WORDS = new Map<string, string>(
  Object.entries({
    STREET: 'ST',
    AVENUE: 'AVE',
    AV: 'AVE',
    ROAD: 'RD',
    DRIVE: 'DR',
    BOULEVARD: 'BLVD',
    LANE: 'LN',
    COURT: 'CT',
    PLACE: 'PL',
    SUITE: 'STE',
    APARTMENT: 'APT',
    NORTH: 'N',
    SOUTH: 'S',
    EAST: 'E',
    WEST: 'W',
    HIGHWAY: 'HWY',
    PARKWAY: 'PKWY',
    CIRCLE: 'CIR',
    TERRACE: 'TER',
  }),
);
const ZIP5_RE = /^\d{5}$/;

/** Folds an address so two spellings of the same street, city, state and ZIP compare equal. */
export function prepareAddress(
  street: string | undefined,
  city: string | undefined,
  state: string | undefined,
  zip: string | undefined,
): PreparedAddress {
  const folded = foldText(street ?? '');
  const words: string[] = [];
  if (folded !== '') for (const t of folded.split(' ')) if (t !== '' && t !== '#') words.push(STREET_WORDS.get(t) ?? t);
  const z = zip ?? '';
  return {
    street: words.join(' '),
    city: foldText(city ?? ''),
    state: foldText(state ?? ''),
    zip5: ZIP5_RE.test(z) ? z : z.replace(/\D/g, '').slice(0, 5),
  };
}
