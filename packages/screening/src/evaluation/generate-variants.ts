import type { NicknameTable } from '../matching/nicknames';
import type { ListRecord } from '../model/list-record';
import type { Subject } from '../model/subject';
import type { Random } from './seeded-random';

/** The ways a roster entry of a listed person commonly differs from the list. */
export const VARIANT_KINDS = [
  'nickname',
  'typo-first',
  'typo-last',
  'missing-middle',
  'double-surname',
  'hyphenated-surname',
  'dob-swap',
] as const;
export type VariantKind = (typeof VARIANT_KINDS)[number];

// Neighbouring keys on a QWERTY keyboard: most real typos hit one of these.
const KEYBOARD: Record<string, string> = {
  A: 'QSZW',
  B: 'VGHN',
  C: 'XDFV',
  D: 'SERFCX',
  E: 'WSDR',
  F: 'DRTGVC',
  G: 'FTYHBV',
  H: 'GYUJNB',
  I: 'UJKO',
  J: 'HUIKMN',
  K: 'JIOLM',
  L: 'KOP',
  M: 'NJK',
  N: 'BHJM',
  O: 'IKLP',
  P: 'OL',
  Q: 'WA',
  R: 'EDFT',
  S: 'AWEDXZ',
  T: 'RFGY',
  U: 'YHJI',
  V: 'CFGB',
  W: 'QASE',
  X: 'ZSDC',
  Y: 'TGHU',
  Z: 'ASX',
};

const titleCase = (v: string): string =>
  v.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase());

/** Applies one random typo: neighbouring-key substitution, deletion, insertion or adjacent swap. */
export function makeTypo(word: string, random: Random): string {
  const w = word.toUpperCase();
  if (w.length < 3) return w;
  const i = random.int(0, w.length - 1);
  const c = w[i]!;
  switch (random.int(0, 3)) {
    case 0: {
      const near = KEYBOARD[c] ?? 'E';
      return w.slice(0, i) + random.pick([...near]) + w.slice(i + 1);
    }
    case 1:
      return w.slice(0, i) + w.slice(i + 1);
    case 2:
      return w.slice(0, i) + random.pick([...(KEYBOARD[c] ?? 'E')]) + w.slice(i);
    default:
      return i < w.length - 1 ? w.slice(0, i) + w[i + 1] + c + w.slice(i + 2) : w.slice(0, i - 1) + c + w[i - 1]!;
  }
}

/** Listed person with a full DOB: the only kind whose variants the evaluation can judge. */
export function isPlantable(record: ListRecord): boolean {
  return record.kind === 'person' && !!record.names.first && !!record.names.last && /^\d{4}-\d{2}-\d{2}$/.test(record.dob ?? '');
}

/**
 * Makes a roster subject for a listed person, altered by `kind` (title-cased as a roster would
 * hold it). Returns undefined when the variant does not apply (no nickname known, no middle
 * name to drop, a DOB whose day cannot be a month).
 */
export function makeVariant(
  record: ListRecord,
  kind: VariantKind,
  id: string,
  random: Random,
  nicknames: NicknameTable,
  otherSurnames: readonly string[],
): Subject | undefined {
  let first = record.names.first!;
  let middle = record.names.middle;
  let last = record.names.last!;
  let dob = record.dob!;
  switch (kind) {
    case 'nickname': {
      const options = nicknames.equivalents(first.toUpperCase()).filter((n) => n !== first.toUpperCase() && n.length > 1);
      if (options.length === 0) return undefined;
      first = random.pick(options);
      break;
    }
    case 'typo-first':
      if (first.length < 3) return undefined;
      first = makeTypo(first, random);
      break;
    case 'typo-last':
      if (last.length < 3) return undefined;
      last = makeTypo(last, random);
      break;
    case 'missing-middle':
      if (!middle) return undefined;
      middle = undefined;
      break;
    case 'double-surname':
      last = random.chance(0.5) ? `${last} ${random.pick(otherSurnames)}` : `${random.pick(otherSurnames)} ${last}`;
      break;
    case 'hyphenated-surname':
      last = random.chance(0.5) ? `${last}-${random.pick(otherSurnames)}` : `${random.pick(otherSurnames)}-${last}`;
      break;
    case 'dob-swap': {
      const [y, m, d] = dob.split('-');
      if (Number(d) > 12 || m === d) return undefined;
      dob = `${y}-${d}-${m}`;
      break;
    }
  }
  // Rosters often hold only a middle initial.
  if (middle && kind !== 'missing-middle' && random.chance(0.3)) middle = middle.charAt(0);
  return {
    id,
    kind: 'person',
    firstName: titleCase(first),
    middleName: middle ? titleCase(middle) : undefined,
    lastName: titleCase(last),
    dob,
    state: random.chance(0.5) ? record.address.state : undefined,
  };
}

/**
 * A different person with the same name: same first and last name, DOB moved 3–30 years with
 * a random month and day, so "clearly different" holds whatever the list DOB is.
 */
export function makeSameNameOtherPerson(record: ListRecord, id: string, random: Random): Subject {
  const year = Number(record.dob!.slice(0, 4)) + (random.chance(0.5) ? 1 : -1) * random.int(3, 30);
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  return {
    id,
    kind: 'person',
    firstName: titleCase(record.names.first!),
    lastName: titleCase(record.names.last!),
    dob: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  };
}
