import type { RecordIdentifiers, RecordLicense } from '../model/list-record';

/**
 * True for a 10-digit NPI whose check digit is right: the Luhn check over the number prefixed
 * with the health-industry code 80840 (CMS, "NPI Check Digit"). A typed or OCR'd NPI that fails
 * it is no evidence either way.
 */
export function isValidNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  // 80840 contributes a constant 24 to the Luhn sum of the first nine digits (doubled from the right).
  let sum = 24;
  for (let i = 0; i < 9; i++) {
    let d = npi.charCodeAt(i) - 48;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10 === npi.charCodeAt(9) - 48;
}

/** The NPI's digits when it is valid, else ''. */
export function validNpi(value: string | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return isValidNpi(digits) ? digits : '';
}

/** Every valid NPI a record gives (the `npis` list and the single `npi`), without repeats. */
export function recordNpis(ids: RecordIdentifiers): string[] {
  const out: string[] = [];
  for (const value of [...(ids.npis ?? []), ids.npi]) {
    const npi = validNpi(value);
    if (npi !== '' && !out.includes(npi)) out.push(npi);
  }
  return out;
}

/** A licence as a comparable key: state and number, letters upper-cased, separators and leading zeros dropped. */
export function licenseKey(license: RecordLicense): string {
  const number = license.number
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/^0+/, '');
  return number === '' ? '' : `${(license.state ?? '').toUpperCase().trim()}|${number}`;
}

/** Licence keys of a list of licences, empty ones left out. */
export function licenseKeys(licenses: readonly RecordLicense[] | undefined): string[] {
  return (licenses ?? []).map(licenseKey).filter((k) => k !== '');
}

export type IdentifierRelation = 'agree' | 'disagree' | 'missing';

/**
 * A subject's valid NPI against a record's valid NPIs: agree when the record lists it, disagree
 * when the record has valid NPIs and none is the subject's, missing when either side has none.
 */
export function relateNpi(subjectNpi: string, npis: readonly string[]): IdentifierRelation {
  if (subjectNpi === '' || npis.length === 0) return 'missing';
  return npis.includes(subjectNpi) ? 'agree' : 'disagree';
}

/**
 * Licences agree when a number is the same and the states are the same (or one side does not
 * say). A different licence is no evidence against: people hold several, in several states.
 */
export function relateLicenses(subject: readonly string[], record: readonly string[]): 'agree' | 'missing' {
  for (const s of subject) {
    const [sState, sNumber] = s.split('|');
    for (const r of record) {
      const [rState, rNumber] = r.split('|');
      if (sNumber === rNumber && (sState === '' || rState === '' || sState === rState)) return 'agree';
    }
  }
  return 'missing';
}
