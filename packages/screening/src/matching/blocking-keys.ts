import type { ParsedDob } from './compare-dob';
import { swappedDobIso } from './compare-dob';
import type { NicknameTable } from './nicknames';
import { businessInitials } from './compare-business-tokens';
import type { NormalizedBusinessName } from './normalize-business-name';
import { type NormalizedPersonName, isParticle } from './normalize-person-name';
import { KEY_FAMILY as K, type KeyFamily, type KeyTable, twoLetters } from './key-table';
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
 * Keys are (family, text, extra) triples in a {@link KeyTable}, never concatenated strings; the
 * prefixes above name the families (`KEY_FAMILY`).
 */
export const BROAD_POSTING_LIMIT = 48;

const PREFIX_LENGTH = 4;
const NO_INITIAL = 95; // '_': list names without a first name

/** Receives one blocking key of a name. */
export type KeySink = (family: KeyFamily, text: string, extra: number) => void;

/** Calls `fn` with the code of every surname part (two letters or more) and of the joined compound surname. */
function eachSurnameCode(name: NormalizedPersonName, fn: (code: string) => void): void {
  const parts = name.lastParts;
  for (let k = 0; k < parts.length; k++) {
    if (parts[k]!.length < 2) continue;
    for (const code of name.tokenCodes[name.surnameStart + k]!) if (code !== '') fn(code);
  }
  if (parts.length > 1) for (const code of name.lastCodes) if (code !== '') fn(code);
}

/** Non-particle tokens of two letters or more (the ones worth a blocking key), as positions in `tokens`. */
function keyTokenPositions(name: NormalizedPersonName): number[] {
  const out: number[] = [];
  for (let i = 0; i < name.tokens.length; i++) {
    const t = name.tokens[i]!;
    if (t.length >= 2 && !isParticle(t)) out.push(i);
  }
  return out;
}

function initialOf(name: NormalizedPersonName): number {
  return name.first === '' ? NO_INITIAL : name.first.charCodeAt(0);
}

/**
 * Keys under which a list person name is stored, except the narrowed ones (`MF:`, `TI:`), which
 * {@link personNarrowedKeys} adds once every broad list is known.
 */
export function personIndexKeys(
  name: NormalizedPersonName,
  dobs: readonly ParsedDob[],
  npis: readonly string[],
  truncatedLast: boolean,
  add: KeySink,
): void {
  eachSurnameCode(name, (code) => add(K.surname, code, 0));
  for (const i of keyTokenPositions(name)) for (const code of name.tokenCodes[i]!) if (code !== '') add(K.token, code, 0);
  if (name.tokens.length > 0) add(K.joined, name.tokens.join(''), 0);
  if (truncatedLast && name.lastConcat !== '') add(K.truncatedSurname, name.lastConcat.slice(0, PREFIX_LENGTH), initialOf(name));
  for (const d of dobs) if (d.day !== 0) add(K.dob, d.iso, 0);
  for (const npi of npis) add(K.npi, npi, 0);
}

/** The codes whose broad lists are large (more than {@link BROAD_POSTING_LIMIT} names): only they get narrowed keys. */
export interface CommonCodes {
  surname: ReadonlySet<string>;
  token: ReadonlySet<string>;
}

/**
 * The narrowed keys of a list person name: `MF:code|I` and `TI:code|XY`, only under a broad key
 * (`M:code`, `T:code`) holding more than {@link BROAD_POSTING_LIMIT} names, since a query reads
 * a narrowed key nowhere else (decision 108).
 */
export function personNarrowedKeys(name: NormalizedPersonName, common: CommonCodes, add: KeySink): void {
  if (common.surname.size > 0) {
    const initial = initialOf(name);
    eachSurnameCode(name, (code) => {
      if (common.surname.has(code)) add(K.surnameInitial, code, initial);
    });
  }
  const words = keyTokenPositions(name);
  // Narrowed keys pair each word with the first and the last word only (not with every middle
  // name): enough for reordered and misspelt names, and it keeps the index small.
  if (words.length < 2 || common.token.size === 0) return;
  const tokens = name.tokens;
  const ends = [tokens[words[0]!]!, tokens[words[words.length - 1]!]!];
  for (const i of words) {
    const t = tokens[i]!;
    for (const code of name.tokenCodes[i]!) {
      if (code === '' || !common.token.has(code)) continue;
      for (const other of ends) if (other !== t) add(K.tokenPrefix, code, twoLetters(other));
    }
  }
}

/** Keys under which a list business name is stored. */
export function businessIndexKeys(name: NormalizedBusinessName, npis: readonly string[], uei: string, add: KeySink): void {
  for (const t of name.tokens) if (t.length >= 2) add(K.businessWord, t, 0);
  // Its acronym, so "PLA" finds People's Liberation Army.
  const initials = businessInitials(name.tokens);
  if (initials !== '' && !name.tokens.includes(initials)) add(K.businessWord, initials, 0);
  for (const t of name.tokens) {
    if (t.length >= 3) for (const code of phoneticCodes(t)) if (code !== '') add(K.businessSound, code, 0);
    if (t.length >= 5) add(K.businessPrefix, t.slice(0, 4), 0);
  }
  if (name.concat.length >= 3) add(K.businessJoined, name.concat, 0);
  if (name.allConcat.length >= 3 && name.allConcat !== name.concat) add(K.businessAllJoined, name.allConcat, 0);
  for (const npi of npis) add(K.npi, npi, 0);
  if (uei !== '') add(K.uei, uei, 0);
}

function pushKey(table: KeyTable, out: number[], family: KeyFamily, text: string, extra: number): void {
  const slot = table.find(family, text, extra);
  if (slot >= 0) out.push(slot);
}

/** A surname's broad `M:` list when small, else its `MF:` lists narrowed by the given initials. */
function pushSurname(table: KeyTable, out: number[], codes: readonly string[], firstInitials: string): void {
  for (const code of codes) {
    if (code === '') continue;
    const broad = table.find(K.surname, code);
    if (broad < 0) continue;
    if (table.length(broad) <= BROAD_POSTING_LIMIT) out.push(broad);
    else for (let k = 0; k < firstInitials.length; k++) pushKey(table, out, K.surnameInitial, code, firstInitials.charCodeAt(k));
  }
}

/**
 * Posting lists (key-table slots) to scan for a person subject. A broad `M:` list is replaced by
 * its narrowed `MF:` lists when it is large. Includes the first/last swap, the exact and
 * day/month-swapped DOB, and the NPI. Pushes slots rather than keys so each key is looked up once.
 */
export function personQueryPostings(
  name: NormalizedPersonName,
  dob: ParsedDob | undefined,
  npi: string,
  nicknames: NicknameTable,
  table: KeyTable,
  out: number[],
): void {
  // Lists without a first name are stored under '_'; nicknames may start with another letter.
  const initials = name.first === '' ? '_' : `${nicknames.equivalentInitials(name.first)}_`;
  const parts = name.lastParts;
  for (let k = 0; k < parts.length; k++) {
    if (parts[k]!.length >= 2) pushSurname(table, out, name.tokenCodes[name.surnameStart + k]!, initials);
  }
  if (parts.length > 1) pushSurname(table, out, name.lastCodes, initials);
  if (table.has(K.truncatedSurname)) {
    for (let k = 0; k < initials.length; k++) {
      const i = initials.charCodeAt(k);
      if (name.lastConcat !== '') pushKey(table, out, K.truncatedSurname, name.lastConcat.slice(0, PREFIX_LENGTH), i);
      if (parts.length > 1)
        for (const part of parts) if (part.length >= 2) pushKey(table, out, K.truncatedSurname, part.slice(0, PREFIX_LENGTH), i);
    }
  }
  // Every token, in any order: each token's code, narrowed by another token's first two letters
  // when the code is common.
  const words = keyTokenPositions(name);
  for (const w of words) {
    const t = name.tokens[w]!;
    for (const code of name.tokenCodes[w]!) {
      if (code === '') continue;
      const broad = table.find(K.token, code);
      if (broad < 0) continue;
      if (table.length(broad) <= BROAD_POSTING_LIMIT) out.push(broad);
      else
        for (const o of words) {
          // The other word's own first two letters: nickname initials are already covered for the
          // surname by MF: keys, and a nickname plus a surname whose code changed is rare.
          const other = name.tokens[o]!;
          if (other !== t) pushKey(table, out, K.tokenPrefix, code, twoLetters(other));
        }
    }
  }
  // A whole name written as one word on either side ("VLADIMIRPUTIN"); reordered names are found
  // through the T:/TI: keys above.
  if (name.tokens.length > 0) pushKey(table, out, K.joined, name.tokens.join(''), 0);
  // First and last transposed on one side: look the first name up as a surname.
  if (name.first.length >= 2 && parts[0]) pushSurname(table, out, name.tokenCodes[0]!, parts[0].charAt(0));
  if (dob && dob.day !== 0) {
    pushKey(table, out, K.dob, dob.iso, 0);
    const swapped = swappedDobIso(dob);
    if (swapped) pushKey(table, out, K.dob, swapped, 0);
  }
  if (npi !== '') pushKey(table, out, K.npi, npi, 0);
}

/** Posting lists (slots) to scan for a business subject: its two rarest known tokens and identifiers. */
export function businessQueryPostings(
  names: readonly NormalizedBusinessName[],
  npi: string,
  uei: string,
  table: KeyTable,
  out: number[],
): void {
  const byLength = (a: number, b: number): number => table.length(a) - table.length(b);
  for (const name of names) {
    const lists: number[] = [];
    for (const t of name.tokens) {
      if (t.length < 2) continue;
      const slot = table.find(K.businessWord, t);
      if (slot >= 0) lists.push(slot);
    }
    // Generic words (MEDICAL, HEALTH, SERVICES) have huge postings; the rarest two tokens suffice,
    // because every true match shares them.
    lists.sort(byLength);
    out.push(...lists.slice(0, 2));
    // Names written as the acronym of this one ("People's Liberation Army" meets "PLA China").
    const initials = businessInitials(name.tokens);
    const acronym = initials === '' ? -1 : table.find(K.businessWord, initials);
    if (acronym >= 0) out.push(acronym);
    // The same by sound, for a misspelt rare word (WALLMART ~ WALMART), and the joined forms.
    const sounds: number[] = [];
    for (const t of name.tokens) {
      if (t.length < 3) continue;
      for (const code of phoneticCodes(t)) {
        const slot = code === '' ? -1 : table.find(K.businessSound, code);
        if (slot >= 0) sounds.push(slot);
      }
      const prefix = t.length >= 5 ? table.find(K.businessPrefix, t.slice(0, 4)) : -1;
      if (prefix >= 0) sounds.push(prefix);
    }
    sounds.sort(byLength);
    out.push(...sounds.slice(0, 2));
    const joined: Array<[KeyFamily, string]> = [
      [K.businessJoined, name.concat],
      [K.businessJoined, name.allConcat],
      [K.businessAllJoined, name.allConcat],
      [K.businessAllJoined, name.concat],
    ];
    for (const [family, text] of joined) {
      const slot = table.find(family, text);
      if (slot >= 0) out.push(slot);
    }
  }
  for (const [family, text] of [
    [K.npi, npi],
    [K.uei, uei],
  ] as const) {
    const slot = text === '' ? -1 : table.find(family, text);
    if (slot >= 0) out.push(slot);
  }
}
