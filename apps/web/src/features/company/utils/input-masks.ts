import type { CompanyProfile } from '@app/shared/company/company-profile';

type TinType = CompanyProfile['tinType'];

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/**
 * The TIN entry mask: ###-##-#### for an SSN, ##-####### for an EIN, plain digits while the type is
 * not chosen. At most 9 digits; the shared schema strips the dashes.
 */
export function formatTin(value: string, tinType: TinType): string {
  const d = digits(value, 9);
  if (tinType === 'SSN') {
    if (d.length <= 3) return d;
    if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
    return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
  }
  if (tinType === 'EIN') return d.length <= 2 ? d : `${d.slice(0, 2)}-${d.slice(2)}`;
  return d;
}

/**
 * The phone mask (xxx) xxx-xxxx (spec 001 §9), applied as digits are typed. A leading US country
 * code 1 of an eleven-digit number is dropped.
 */
export function formatPhone(value: string): string {
  let d = value.replace(/\D/g, '');
  if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
  d = d.slice(0, 10);
  if (!d) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Digits only, at most `max` of them (DUNS 9, NPI 10). */
export const onlyDigits = (value: string, max: number) => digits(value, max);
