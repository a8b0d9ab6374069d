import { foldText } from './fold-text';
import type { PreparedAddress } from './indexed-types';

// Street words written in several ways; only the common ones matter for "same street" evidence.
const STREET_WORDS: Record<string, string> = {
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
};

/** Folds an address so two spellings of the same street, city, state and ZIP compare equal. */
export function prepareAddress(
  street: string | undefined,
  city: string | undefined,
  state: string | undefined,
  zip: string | undefined,
): PreparedAddress {
  const streetTokens = foldText(street ?? '')
    .split(' ')
    .filter((t) => t !== '' && t !== '#');
  return {
    street: streetTokens.map((t) => STREET_WORDS[t] ?? t).join(' '),
    city: foldText(city ?? ''),
    state: foldText(state ?? ''),
    zip5: (zip ?? '').replace(/\D/g, '').slice(0, 5),
  };
}
