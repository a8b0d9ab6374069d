/** What a date cell of a state list says. */
export type StateDate = { kind: 'date'; iso: string } | { kind: 'never' } | { kind: 'none' } | { kind: 'invalid' };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** Words and far-future dates the lists use for "no end": "Indefinite", 2999-12-31, 12/31/2299, 9999…. */
const NEVER = /^(INDEFINITE(LY)?|PERMANENT|LIFETIME|NEVER|OPEN|UNTIL FURTHER NOTICE|9{4,}.*)$/i;
const NONE = /^(N\/?A|NONE|NULL|-+|UNKNOWN|TBD)$/i;

function monthIndex(name: string): number | undefined {
  const i = MONTHS.indexOf(name.slice(0, 3).toUpperCase());
  return i < 0 ? undefined : i + 1;
}

function ymd(year: number, month: number, day: number): StateDate {
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return { kind: 'invalid' };
  if (year >= 2200) return { kind: 'never' };
  return { kind: 'date', iso: `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
}

/**
 * A two-digit year: with `base` (DE, HI and MO use 1977) years below base%100 are 20xx and the rest
 * 19xx; without it, the latest century that does not put the date in the future.
 */
function fullYear(twoDigits: number, base: number | undefined): number {
  if (base !== undefined) return twoDigits < base % 100 ? 2000 + twoDigits : 1900 + twoDigits;
  const thisYear = new Date().getUTCFullYear();
  return 2000 + twoDigits > thisYear ? 1900 + twoDigits : 2000 + twoDigits;
}

/**
 * Reads a date in any format the state lists use: M/D/YYYY (with or without a time), M/D/YY,
 * M.D.YY, YYYY-MM-DD (also with U+2010 hyphens), YYYYMMDD, D-Mon-YYYY, "Month D, YYYY", and
 * month-only "Month YYYY" (MassHealth; read as the first of the month). A cell holding several
 * dates, or a word before the date ("Termination 01/02/2020"), gives its first date.
 */
export function parseStateDate(cell: string | undefined, twoDigitYearBase?: number): StateDate {
  const v = (cell ?? '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  if (v === '' || NONE.test(v)) return { kind: 'none' };
  if (NEVER.test(v)) return { kind: 'never' };
  let m = /(\d{4})-(\d{1,2})-(\d{1,2})/.exec(v);
  if (m) return ymd(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /(?:^|\D)(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?!\d)/.exec(v);
  if (m) {
    const year = m[3]!.length === 2 ? fullYear(Number(m[3]), twoDigitYearBase) : Number(m[3]);
    return ymd(year, Number(m[1]), Number(m[2]));
  }
  m = /^(\d{4})(\d{2})(\d{2})$/.exec(v);
  if (m) return ymd(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /(\d{1,2})[- ]([A-Za-z]{3,9})[- ,]+(\d{4})/.exec(v);
  if (m && monthIndex(m[2]!)) return ymd(Number(m[3]), monthIndex(m[2]!)!, Number(m[1]));
  m = /([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})/.exec(v);
  if (m && monthIndex(m[1]!)) return ymd(Number(m[3]), monthIndex(m[1]!)!, Number(m[2]));
  m = /^([A-Za-z]{3,9})\.?,? (\d{4})$/.exec(v);
  if (m && monthIndex(m[1]!)) return ymd(Number(m[2]), monthIndex(m[1]!)!, 1);
  return { kind: 'invalid' };
}
