import { OUTCOME_TEXT, type AuditRow } from '@app/shared/reports/audit';
import { urlParam, type UrlParams } from '../../../lib/use-url-state';

export type SubjectType = AuditRow['subjectType'];
export type Outcome = AuditRow['outcome'];

/** The Audit page's filters; '' means all. */
export interface AuditFilters {
  from: string;
  to: string;
  subjectType: SubjectType | '';
  outcome: Outcome | '';
}

/** The query of GET /reports/audit[/csv|/pdf] (AuditQuery): empty filters left out. */
export interface AuditQueryParams {
  from: string;
  to: string;
  subjectType?: SubjectType;
  outcome?: Outcome;
}

export const SUBJECT_TYPE_TEXT: Record<SubjectType, string> = { VENDOR: 'Company', OWNER: 'Owner', EMPLOYEE: 'Employee' };

/** A local date as YYYY-MM-DD. */
export function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Default filters: the last 30 days up to today, every subject type and outcome. */
export function defaultAuditFilters(today: Date = new Date()): AuditFilters {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 30);
  return { from: isoDate(from), to: isoDate(today), subjectType: '', outcome: '' };
}

/** The filters in the address: a day that does not exist, or a type or outcome not known, is the default. */
export function auditUrlParams(defaults: AuditFilters = defaultAuditFilters()): UrlParams<AuditFilters> {
  return {
    from: urlParam.day(defaults.from),
    to: urlParam.day(defaults.to),
    subjectType: urlParam.oneOf<AuditFilters['subjectType']>(['', ...(Object.keys(SUBJECT_TYPE_TEXT) as SubjectType[])], ''),
    outcome: urlParam.oneOf<AuditFilters['outcome']>(['', ...(Object.keys(OUTCOME_TEXT) as Outcome[])], ''),
  };
}

/** Whether the date range is complete and ordered (the server refuses otherwise). */
export function isValidRange(filters: Pick<AuditFilters, 'from' | 'to'>): boolean {
  const date = /^\d{4}-\d{2}-\d{2}$/;
  return date.test(filters.from) && date.test(filters.to) && filters.from <= filters.to;
}

export function auditQueryParams(filters: AuditFilters): AuditQueryParams {
  const query: AuditQueryParams = { from: filters.from, to: filters.to };
  if (filters.subjectType) query.subjectType = filters.subjectType;
  if (filters.outcome) query.outcome = filters.outcome;
  return query;
}
