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

/**
 * A number standing for an address text, so screening relates most address fields without reading
 * the list's strings: 0 for '', the text itself for up to three ASCII characters (a state, a short
 * ZIP) and for a ZIP of digits, else a hash with the top bit set. Equal numbers of a hash must still
 * be confirmed on the strings ({@link addressCodeIsExact}); different numbers are different texts.
 */
export function addressCode(text: string): number {
  if (text === '') return 0;
  if (text.length <= 3 && /^[\x00-\x7f]*$/.test(text)) {
    let code = 0x40000000 | (text.length << 21);
    for (let i = 0; i < text.length; i++) code |= text.charCodeAt(i) << (7 * (2 - i));
    return code;
  }
  if (text.length <= 5 && /^\d+$/.test(text)) return 0x20000000 | (text.length << 17) | Number(text);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h | 0x80000000;
}

/** True when equal codes mean equal texts (no hash). */
export function addressCodeIsExact(code: number): boolean {
  return code >= 0;
}

/** The four codes of an address: state, city, ZIP5, street. */
export function addressCodes(a: PreparedAddress): [number, number, number, number] {
  return [addressCode(a.state), addressCode(a.city), addressCode(a.zip5), addressCode(a.street)];
}
