import { AlertStatus } from '@app/shared/screening/alerts';
import { urlParam } from '../../lib/use-url-state';

/** An alert's status as the reviewer reads it (the shared labels speak to the vendor). */
export const REVIEW_STATUS_LABELS: Record<AlertStatus, string> = {
  OPEN: 'Open: waiting for the vendor',
  VENDOR_RESPONDED: 'Vendor answered: waiting for review',
  CONFIRMED: 'Confirmed: excluded',
  CLEARED: 'Cleared: not the same person',
};

/** How an evidence line compares the subject with the list record, in words. */
export const VERDICT_LABELS = {
  agree: 'Same',
  close: 'Close',
  disagree: 'Different',
  missing: 'Not on file',
} as const;

/** The alert queue's filters as the panel holds them; '' means any. */
export interface AlertFilters {
  status: AlertStatus | '';
  sourceId: string;
  band: 'MATCH' | 'POSSIBLE' | '';
  minAgeDays: number | '';
}

export const DEFAULT_ALERT_FILTERS: AlertFilters = { status: 'VENDOR_RESPONDED', sourceId: '', band: '', minAgeDays: '' };

/** The choices of the age filter: alerts raised at least this many days ago. */
export const AGE_CHOICES = [
  { days: 7, label: 'Older than 7 days' },
  { days: 30, label: 'Older than 30 days' },
  { days: 90, label: 'Older than 90 days' },
] as const;

/**
 * The queue's filters and page in the address, and the alert open for review (0: none); '' (any) is
 * written as an empty value when it is not the default.
 */
export const ALERT_LIST_PARAMS = {
  alert: urlParam.int(0, { min: 1 }),
  status: urlParam.oneOf<AlertFilters['status']>(['', ...AlertStatus.options], DEFAULT_ALERT_FILTERS.status),
  sourceId: urlParam.text(),
  band: urlParam.oneOf<AlertFilters['band']>(['', 'MATCH', 'POSSIBLE'], ''),
  minAgeDays: urlParam.oneOf<AlertFilters['minAgeDays']>(['', ...AGE_CHOICES.map((choice) => choice.days)], ''),
  page: urlParam.int(0),
  size: urlParam.oneOf<number>([25, 50, 100], 25),
};

/** The query string of GET /admin/screening/alerts for the filters and page, leaving out the 'any' filters. */
export function alertQuery(filters: AlertFilters, page: number, size: number): Record<string, string | number> {
  const query: Record<string, string | number> = { page, size };
  if (filters.status) query.status = filters.status;
  if (filters.sourceId) query.sourceId = filters.sourceId;
  if (filters.band) query.band = filters.band;
  if (filters.minAgeDays !== '') query.minAgeDays = filters.minAgeDays;
  return query;
}

/** A file hash short enough for a table cell: its first 12 characters and an ellipsis. */
export function shortHash(sha256: string): string {
  return sha256.length > 12 ? `${sha256.slice(0, 12)}…` : sha256;
}
