/** Date helpers for the list formats. All return ISO strings or undefined for "no date". */

const MONTHS: Record<string, string> = {
  JAN: '01',
  FEB: '02',
  MAR: '03',
  APR: '04',
  MAY: '05',
  JUN: '06',
  JUL: '07',
  AUG: '08',
  SEP: '09',
  OCT: '10',
  NOV: '11',
  DEC: '12',
};

function isValidYmd(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

function iso(year: number, month: number, day: number): string | undefined {
  if (!isValidYmd(year, month, day)) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * LEIE `YYYYMMDD`; `00000000` (and any all-zero value) means "no date".
 * Returns null for a value that is present but not a valid date so callers can report it.
 */
export function parseYyyymmdd(value: string): string | undefined | null {
  const v = value.trim();
  if (v === '' || /^0+$/.test(v)) return undefined;
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(v);
  if (!m) return null;
  return iso(Number(m[1]), Number(m[2]), Number(m[3])) ?? null;
}

/**
 * US `MM/DD/YYYY` (SAM, state lists) and `MM/DD/YY` (older LEIE supplements).
 * A two-digit year is resolved to the latest century that keeps the date at or before `pivotYear`
 * (for a DOB: the exclusion year minus a minimum age), because OIG never lists children.
 */
export function parseUsDate(value: string, pivotYear = new Date().getUTCFullYear()): string | undefined | null {
  const v = value.trim();
  if (v === '' || /^0+$/.test(v.replace(/\D/g, '')) || /^N\/?A$/i.test(v)) return undefined;
  const m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(v);
  if (!m) return null;
  let year = Number(m[3]);
  if (m[3]!.length === 2) {
    year += 2000;
    if (year > pivotYear) year -= 100;
  }
  return iso(year, Number(m[1]), Number(m[2])) ?? null;
}

/** Accepts ISO `YYYY-MM-DD` as used by rosters and the NY list; also tolerates `YYYYMMDD` and US dates. */
export function parseFlexibleDate(value: string, pivotYear?: number): string | undefined | null {
  const v = value.trim();
  if (v === '' || /^N\/?A$/i.test(v)) return undefined;
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(v);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3])) ?? null;
  if (/^\d{8}$/.test(v)) return parseYyyymmdd(v);
  return parseUsDate(v, pivotYear);
}

/**
 * OFAC remark dates: `12 Jan 1960`, `Jan 1960`, `1960`, `circa 1960`.
 * Returns a possibly partial ISO date (`1960-01-12`, `1960-01`, `1960`).
 */
export function parseOfacDate(value: string): string | undefined {
  const v = value.trim().replace(/^circa\s+/i, '');
  let m = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})$/.exec(v);
  if (m) {
    const month = MONTHS[m[2]!.toUpperCase()];
    return month ? iso(Number(m[3]), Number(month), Number(m[1])) : undefined;
  }
  m = /^([A-Za-z]{3})[a-z]* (\d{4})$/.exec(v);
  if (m) {
    const month = MONTHS[m[1]!.toUpperCase()];
    return month ? `${m[2]}-${month}` : undefined;
  }
  m = /^(\d{4})$/.exec(v);
  return m ? m[1] : undefined;
}
