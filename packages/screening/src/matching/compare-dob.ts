/** A DOB split into numbers; month/day are 0 when the source only knows the year (or month). */
export interface ParsedDob {
  iso: string;
  year: number;
  month: number;
  day: number;
}

/** How a subject DOB relates to a list DOB. */
export type DobRelation =
  | 'exact'
  | 'day-month-swap'
  | 'one-digit'
  | 'one-digit-year'
  | 'adjacent-year'
  | 'same-year-month'
  | 'same-year'
  | 'partial-adjacent-year'
  | 'partial-one-digit-year'
  | 'same-year-other-date'
  | 'near-year-other-date'
  | 'years-apart';

/** Log-likelihood points per relation: DOB is strong evidence both for and against. */
export const DOB_WEIGHTS: Record<DobRelation, number> = {
  exact: 5.5,
  'day-month-swap': 3.5,
  'one-digit': 3,
  // A slipped year digit can mean decades; alone with the name it stays a POSSIBLE.
  'one-digit-year': 2,
  'adjacent-year': 1.5,
  'same-year-month': 2.5,
  'same-year': 1.5,
  'partial-adjacent-year': -1.5,
  // Only years known and one digit apart (1965/1956): a possible slip, so not 'years-apart', but
  // more often another person: weak evidence against (the same full name still reaches POSSIBLE).
  'partial-one-digit-year': -1,
  'same-year-other-date': -3,
  'near-year-other-date': -4,
  'years-apart': -7,
};

const DOB_NOTES: Record<DobRelation, string> = {
  exact: 'DOB agrees',
  'day-month-swap': 'DOB differs by day/month swap',
  'one-digit': 'DOB differs by one digit',
  'one-digit-year': 'DOB year differs by one digit',
  'adjacent-year': 'DOB differs by one year, same month and day',
  'same-year-month': 'Only year and month of the list DOB are known and they agree',
  'same-year': 'Only the year of the DOB is known and it agrees',
  'partial-adjacent-year': 'Only the year of the DOB is known and it differs by one year',
  'partial-one-digit-year': 'Only the year of the DOB is known and it differs by one digit (possible typing slip)',
  'same-year-other-date': 'DOB has the same year but a different month and day',
  'near-year-other-date': 'DOB differs by about a year',
  'years-apart': 'DOB differs by years',
};

/** Parses `YYYY`, `YYYY-MM` or `YYYY-MM-DD`; undefined for anything else. */
export function parseDob(iso: string | undefined): ParsedDob | undefined {
  if (!iso) return undefined;
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(iso.trim());
  if (!m) return undefined;
  return { iso: m[0], year: Number(m[1]), month: m[2] ? Number(m[2]) : 0, day: m[3] ? Number(m[3]) : 0 };
}

function digits(d: ParsedDob): string {
  return `${d.year}`.padStart(4, '0') + `${d.month}`.padStart(2, '0') + `${d.day}`.padStart(2, '0');
}

/** One substituted digit, or two adjacent digits swapped (1968 ↔ 1986 is two apart and not adjacent). */
function oneDigitApart(a: string, b: string): boolean {
  let first = -1;
  let count = 0;
  for (let i = 0; i < a.length; i++) {
    if (a.charCodeAt(i) !== b.charCodeAt(i)) {
      if (count === 0) first = i;
      count++;
      if (count > 2) return false;
    }
  }
  if (count === 1) return true;
  return count === 2 && a[first] === b[first + 1] && a[first + 1] === b[first];
}

/** Classifies two DOBs. */
export function relateDobs(subject: ParsedDob, list: ParsedDob): DobRelation {
  const partial = subject.day === 0 || list.day === 0;
  if (partial) {
    const yearGap = Math.abs(subject.year - list.year);
    if (yearGap === 1) return 'partial-adjacent-year';
    if (yearGap > 1)
      return oneDigitApart(`${subject.year}`.padStart(4, '0'), `${list.year}`.padStart(4, '0')) ? 'partial-one-digit-year' : 'years-apart';
    if (subject.month !== 0 && list.month !== 0) {
      return subject.month === list.month ? 'same-year-month' : 'same-year-other-date';
    }
    return 'same-year';
  }
  if (subject.year === list.year && subject.month === list.month && subject.day === list.day) return 'exact';
  if (subject.year === list.year && subject.month === list.day && subject.day === list.month) return 'day-month-swap';
  if (oneDigitApart(digits(subject), digits(list))) return subject.year === list.year ? 'one-digit' : 'one-digit-year';
  if (Math.abs(subject.year - list.year) === 1 && subject.month === list.month && subject.day === list.day) return 'adjacent-year';
  if (subject.year === list.year) return 'same-year-other-date';
  return Math.abs(subject.year - list.year) <= 1 ? 'near-year-other-date' : 'years-apart';
}

const SCRATCH_DOB: ParsedDob = { iso: '', year: 0, month: 0, day: 0 };

/** {@link relateDobs} against a full list DOB given as the number yyyymmdd (no object read). */
export function relateDobNumber(subject: ParsedDob, ymd: number): DobRelation {
  SCRATCH_DOB.year = (ymd / 10_000) | 0;
  SCRATCH_DOB.month = ((ymd / 100) | 0) % 100;
  SCRATCH_DOB.day = ymd % 100;
  return relateDobs(subject, SCRATCH_DOB);
}

/** The best relation of a subject DOB against all the list's DOBs (primary and alternates). */
export function bestDobRelation(subject: ParsedDob, list: readonly ParsedDob[]): { relation: DobRelation; dob: ParsedDob } | undefined {
  let best: { relation: DobRelation; dob: ParsedDob } | undefined;
  for (const d of list) {
    const relation = relateDobs(subject, d);
    if (!best || DOB_WEIGHTS[relation] > DOB_WEIGHTS[best.relation]) best = { relation, dob: d };
  }
  return best;
}

/** Reviewer-facing text for a relation. */
export function dobNote(relation: DobRelation): string {
  return DOB_NOTES[relation];
}

/** The day/month-swapped variant of a full DOB (for blocking), when it is a valid different date. */
export function swappedDobIso(d: ParsedDob): string | undefined {
  if (d.day === 0 || d.day > 12 || d.day === d.month) return undefined;
  return `${String(d.year).padStart(4, '0')}-${String(d.day).padStart(2, '0')}-${String(d.month).padStart(2, '0')}`;
}

/**
 * False only when two birth years are too far apart for any DOB relation better than
 * 'years-apart' (more than one year apart, and not one slipped or swapped digit).
 */
export function yearsCouldAgree(a: number, b: number): boolean {
  const gap = a > b ? a - b : b - a;
  if (gap <= 1) return true;
  return oneDigitApart(String(a).padStart(4, '0'), String(b).padStart(4, '0'));
}

/** A full DOB as the number yyyymmdd (for typed arrays). */
export function dobNumber(d: ParsedDob): number {
  return d.year * 10_000 + d.month * 100 + d.day;
}

/**
 * False only when two full DOBs (yyyymmdd numbers) can relate no better than 'years-apart':
 * more than a year apart and not one slipped or swapped digit. Integer-only, for the hot loop.
 */
export function dobsCouldAgree(a: number, b: number): boolean {
  const ya = (a / 10_000) | 0;
  const yb = (b / 10_000) | 0;
  if (ya - yb <= 1 && yb - ya <= 1) return true;
  // More than a year apart, a single slipped or swapped digit can only sit inside the year
  // (a month starts with 0 or 1), so month and day must be equal: one cheap test for most pairs.
  if (a % 10_000 !== b % 10_000) return false;
  let differing = 0;
  let firstDiff = -1;
  const da: number[] = DIGITS_A;
  const db: number[] = DIGITS_B;
  for (let i = 7, x = a, y = b; i >= 0; i--, x = (x / 10) | 0, y = (y / 10) | 0) {
    da[i] = x % 10;
    db[i] = y % 10;
  }
  for (let i = 0; i < 8; i++) {
    if (da[i] !== db[i]) {
      if (differing === 0) firstDiff = i;
      if (++differing > 2) return false;
    }
  }
  if (differing === 1) return true;
  return differing === 2 && da[firstDiff] === db[firstDiff + 1] && da[firstDiff + 1] === db[firstDiff];
}

const DIGITS_A = [0, 0, 0, 0, 0, 0, 0, 0];
const DIGITS_B = [0, 0, 0, 0, 0, 0, 0, 0];
