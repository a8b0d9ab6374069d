import type { ParsedDob } from './compare-dob';
import { swappedDobIso } from './compare-dob';
import type { NicknameTable } from './nicknames';
import type { NormalizedBusinessName } from './normalize-business-name';
import { type NormalizedPersonName, isParticle } from './normalize-person-name';
import { phoneticCodes } from './phonetic-key';

/**
 * Blocking keys decide which list names are scored for a subject; everything else is never
 * looked at, which keeps screening sub-linear in list size. Families:
 *  - `M:code`          Double Metaphone of a surname part (query uses it only while it is small)
 *  - `MF:code|I`       same, narrowed by first initial (used when `M:` is a common surname)
 *  - `FL:I|PREF`       first initial + first 4 letters of the surname, stored only for list
 *                      surnames cut at the layout width (LEIE): the subject's full surname has
 *                      another phonetic code than the cut one
 *  - `D:YYYY-MM-DD`    exact DOB: finds typos anywhere in the name when the DOB agrees
 *  - `N:npi`, `U:uei`  identifiers
 *  - `T:code`          Double Metaphone of every name token, given names included (surname-first
 *                      writing, reordered and misspelt surnames whose code changed: PUTIN/PULIN)
 *  - `TI:code|XY`      same, narrowed by the first two letters of another token of the name (used
 *                      when `T:` is a common code)
 *  - `J:LETTERS`       all tokens joined without spaces (VLADIMIRPUTIN, VANMETER)
 *  - `B:token`         each distinguishing token of a business name
 *  - `BP:code`         Double Metaphone of each business word (a misspelt rare word)
 *  - `BX:PREF`         first four letters of each business word of five letters or more
 *  - `BJ:LETTERS`      a business name's distinctive words joined; `BA:` all its words joined
 */
export const BROAD_POSTING_LIMIT = 48;

const PREFIX_LENGTH = 4;

function surnameTokens(name: NormalizedPersonName): string[] {
  const parts = name.lastParts.filter((p) => p.length >= 2);
  if (name.lastParts.length > 1) parts.push(name.lastConcat);
  return parts;
}

/** Keys under which a list person name is stored. */
export function personIndexKeys(name: NormalizedPersonName, dobs: readonly ParsedDob[], npi: string, truncatedLast: boolean): string[] {
  const keys: string[] = [];
  const initial = name.first.charAt(0) || '_';
  for (const part of surnameTokens(name)) {
    for (const code of phoneticCodes(part)) {
      if (code === '') continue;
      keys.push(`M:${code}`, `MF:${code}|${initial}`);
    }
  }
  tokenKeys(name, (key) => keys.push(key));
  if (truncatedLast && name.lastConcat !== '') keys.push(`FL:${initial}|${name.lastConcat.slice(0, PREFIX_LENGTH)}`);
  for (const d of dobs) if (d.day !== 0) keys.push(`D:${d.iso}`);
  if (npi !== '') keys.push(`N:${npi}`);
  return keys;
}

/** Non-particle tokens of two letters or more: the ones worth a blocking key. */
function keyTokens(name: NormalizedPersonName): string[] {
  return name.tokens.filter((t) => t.length >= 2 && !isParticle(t));
}

/** The order-free keys of a person name: every token's code, its joined and its sorted form. */
function tokenKeys(name: NormalizedPersonName, add: (key: string) => void): void {
  const words = keyTokens(name);
  // Narrowed keys pair each word with the first and the last word only (not with every middle
  // name): enough for reordered and misspelt names, and it keeps the index small.
  const ends = words.length > 1 ? [words[0]!, words[words.length - 1]!] : [];
  for (const t of words) {
    for (const code of phoneticCodes(t)) {
      if (code === '') continue;
      add(`T:${code}`);
      for (const other of ends) if (other !== t) add(`TI:${code}|${other.slice(0, 2)}`);
    }
  }
  if (name.tokens.length > 0) add(`J:${name.tokens.join('')}`);
}

/** Keys under which a list business name is stored. */
export function businessIndexKeys(name: NormalizedBusinessName, npi: string, uei: string): string[] {
  const keys = name.tokens.filter((t) => t.length >= 2).map((t) => `B:${t}`);
  for (const t of name.tokens) {
    if (t.length >= 3) for (const code of phoneticCodes(t)) if (code !== '') keys.push(`BP:${code}`);
    if (t.length >= 5) keys.push(`BX:${t.slice(0, 4)}`);
  }
  if (name.concat.length >= 3) keys.push(`BJ:${name.concat}`);
  if (name.allConcat.length >= 3 && name.allConcat !== name.concat) keys.push(`BA:${name.allConcat}`);
  if (npi !== '') keys.push(`N:${npi}`);
  if (uei !== '') keys.push(`U:${uei}`);
  return keys;
}

/** The broad key a narrowed key refines: `MF:code|I` → `M:code`, `TI:code|XY` → `T:code`. */
function broadKeyOf(key: string): string | undefined {
  if (key.startsWith('MF:')) return `M:${key.slice(3, key.indexOf('|'))}`;
  if (key.startsWith('TI:')) return `T:${key.slice(3, key.indexOf('|'))}`;
  return undefined;
}

/**
 * Drops the narrowed keys (`MF:`, `TI:`) whose broad key is small: a query reads a narrowed key
 * only when its broad list is longer than {@link BROAD_POSTING_LIMIT}, so these are never read.
 * Screening results are unchanged; most keys of an index are of this kind (rare surnames).
 */
export function pruneUnusedNarrowedKeys(postings: Map<string, unknown[]>): void {
  for (const key of postings.keys()) {
    const broad = broadKeyOf(key);
    if (broad === undefined) continue;
    const list = postings.get(broad);
    if (!list || list.length <= BROAD_POSTING_LIMIT) postings.delete(key);
  }
}

/** Fetches a posting list; undefined when no list name has the key. */
export type PostingLookup = (key: string) => readonly number[] | undefined;

/**
 * Posting lists to scan for a person subject. A broad `M:` list is replaced by its narrowed
 * `MF:` lists when it is large. Includes the first/last swap, the exact and day/month-swapped
 * DOB, and the NPI. Pushes lists rather than keys so each key is looked up once.
 */
export function personQueryPostings(
  name: NormalizedPersonName,
  dob: ParsedDob | undefined,
  npi: string,
  nicknames: NicknameTable,
  lookup: PostingLookup,
  out: Array<readonly number[]>,
): void {
  const push = (key: string): void => {
    const list = lookup(key);
    if (list) out.push(list);
  };
  // Lists without a first name are stored under '_'; nicknames may start with another letter.
  const initials = name.first === '' ? '_' : `${nicknames.equivalentInitials(name.first)}_`;
  const addSurname = (part: string, firstInitials: string): void => {
    for (const code of phoneticCodes(part)) {
      if (code === '') continue;
      const broad = lookup(`M:${code}`);
      if (!broad) continue;
      if (broad.length <= BROAD_POSTING_LIMIT) out.push(broad);
      else for (const i of firstInitials) push(`MF:${code}|${i}`);
    }
  };
  for (const part of surnameTokens(name)) addSurname(part, initials);
  for (const i of initials) {
    if (name.lastConcat !== '') push(`FL:${i}|${name.lastConcat.slice(0, PREFIX_LENGTH)}`);
    if (name.lastParts.length > 1) for (const part of name.lastParts) if (part.length >= 2) push(`FL:${i}|${part.slice(0, PREFIX_LENGTH)}`);
  }
  // Every token, in any order: each token's code, narrowed by another token's first two letters
  // when the code is common.
  const words = keyTokens(name);
  for (const t of words) {
    for (const code of phoneticCodes(t)) {
      if (code === '') continue;
      const broad = lookup(`T:${code}`);
      if (!broad) continue;
      if (broad.length <= BROAD_POSTING_LIMIT) out.push(broad);
      else
        for (const other of words) {
          // The other word's own first two letters: nickname initials are already covered for the
          // surname by MF: keys, and a nickname plus a surname whose code changed is rare.
          if (other !== t) push(`TI:${code}|${other.slice(0, 2)}`);
        }
    }
  }
  // A whole name written as one word on either side ("VLADIMIRPUTIN"); reordered names are found
  // through the T:/TI: keys above.
  if (name.tokens.length > 0) push(`J:${name.tokens.join('')}`);
  // First and last transposed on one side: look the first name up as a surname.
  if (name.first.length >= 2 && name.lastParts[0]) addSurname(name.first, name.lastParts[0].charAt(0));
  if (dob && dob.day !== 0) {
    push(`D:${dob.iso}`);
    const swapped = swappedDobIso(dob);
    if (swapped) push(`D:${swapped}`);
  }
  if (npi !== '') push(`N:${npi}`);
}

/** Posting lists to scan for a business subject: its two rarest known tokens and identifiers. */
export function businessQueryPostings(
  names: readonly NormalizedBusinessName[],
  npi: string,
  uei: string,
  lookup: PostingLookup,
  out: Array<readonly number[]>,
): void {
  for (const name of names) {
    const lists: Array<readonly number[]> = [];
    for (const t of name.tokens) {
      if (t.length < 2) continue;
      const list = lookup(`B:${t}`);
      if (list) lists.push(list);
    }
    // Generic words (MEDICAL, HEALTH, SERVICES) have huge postings; the rarest two tokens suffice,
    // because every true match shares them.
    lists.sort((a, b) => a.length - b.length);
    out.push(...lists.slice(0, 2));
    // The same by sound, for a misspelt rare word (WALLMART ~ WALMART), and the joined forms.
    const sounds: Array<readonly number[]> = [];
    for (const t of name.tokens) {
      if (t.length < 3) continue;
      for (const code of phoneticCodes(t)) {
        const list = code === '' ? undefined : lookup(`BP:${code}`);
        if (list) sounds.push(list);
      }
      const prefix = t.length >= 5 ? lookup(`BX:${t.slice(0, 4)}`) : undefined;
      if (prefix) sounds.push(prefix);
    }
    sounds.sort((a, b) => a.length - b.length);
    out.push(...sounds.slice(0, 2));
    for (const key of [`BJ:${name.concat}`, `BJ:${name.allConcat}`, `BA:${name.allConcat}`, `BA:${name.concat}`]) {
      const list = lookup(key);
      if (list) out.push(list);
    }
  }
  for (const key of [npi !== '' ? `N:${npi}` : '', uei !== '' ? `U:${uei}` : '']) {
    const list = key === '' ? undefined : lookup(key);
    if (list) out.push(list);
  }
}
