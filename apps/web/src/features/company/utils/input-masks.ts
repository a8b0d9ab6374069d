import type { CompanyProfile } from '@app/shared/company/company-profile';
import { digitsOnly, formatEin, formatSsn } from '../../../lib/input-masks';

type TinType = CompanyProfile['tinType'];

/**
 * The TIN entry mask: ###-##-#### for an SSN, ##-####### for an EIN, plain digits while the type is
 * not chosen. At most 9 digits; the shared schema strips the dashes.
 */
export function formatTin(value: string, tinType: TinType): string {
  if (tinType === 'SSN') return formatSsn(value);
  if (tinType === 'EIN') return formatEin(value);
  return digitsOnly(value, 9);
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
