import { describe, expect, it } from 'vitest';
import {
  DateRangeParameter,
  formatGenerationTime,
  formatReportParameters,
  formatReportTime,
  generationStatusLabel,
  GenerateReportRequest,
  isGenerationOpen,
  previousMonthRange,
} from './async-reports';

describe('previousMonthRange (spec 002 §3: the billing report defaults to last month)', () => {
  it('spans the first to the last day of the month before', () => {
    expect(previousMonthRange('2026-11-26')).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(previousMonthRange('2026-10-01')).toEqual({ start: '2026-09-01', end: '2026-09-30' });
  });

  it('goes back into the previous year in January', () => {
    expect(previousMonthRange('2027-01-15')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('ends February on its last day, 29 in a leap year', () => {
    expect(previousMonthRange('2028-03-31')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(previousMonthRange('2026-03-01')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
  });
});

describe('formatGenerationTime (spec 002 §9: hours, minutes, seconds)', () => {
  const start = '2026-11-26T10:00:00.000Z';
  const after = (ms: number) => new Date(Date.parse(start) + ms).toISOString();

  it('shows only seconds under a minute, rounded', () => {
    expect(formatGenerationTime(start, after(4_400))).toBe('4s');
    expect(formatGenerationTime(start, after(0))).toBe('0s');
  });

  it('shows minutes and seconds under an hour', () => {
    expect(formatGenerationTime(start, after(125_000))).toBe('2m 5s');
  });

  it('shows hours, minutes and seconds from an hour', () => {
    expect(formatGenerationTime(start, after(3_723_000))).toBe('1h 2m 3s');
    expect(formatGenerationTime(start, after(3_600_000))).toBe('1h 0m 0s');
  });

  it('is empty until the report has both times, or when they are unreadable', () => {
    expect(formatGenerationTime(start, null)).toBe('');
    expect(formatGenerationTime(null, start)).toBe('');
    expect(formatGenerationTime(after(1_000), start)).toBe('');
    expect(formatGenerationTime('soon', start)).toBe('');
  });
});

describe('formatReportTime (spec 002 §9 date display)', () => {
  const now = new Date(2026, 10, 26, 15, 30);
  const local = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

  it('shows the time only for today', () => {
    expect(formatReportTime(local(2026, 10, 26, 9, 5), now)).toBe('09:05');
  });

  it('shows month, day and time for another day of this year', () => {
    expect(formatReportTime(local(2026, 10, 25, 23, 59), now)).toBe('11/25 23:59');
    expect(formatReportTime(local(2026, 0, 2, 0, 0), now)).toBe('01/02 00:00');
  });

  it('adds the year for another year', () => {
    expect(formatReportTime(local(2025, 10, 26, 9, 5), now)).toBe('11/26/2025 09:05');
  });

  it('is empty without a time', () => {
    expect(formatReportTime(null, now)).toBe('');
    expect(formatReportTime('not a time', now)).toBe('');
  });
});

describe('generation status (spec 002 §4)', () => {
  it('reads each status in words, anything else Unknown', () => {
    expect(['NOT_STARTED', 'GENERATING', 'FINISHED', 'ERROR', 'PAUSED'].map(generationStatusLabel)).toEqual([
      'Awaiting Start',
      'Generating',
      'Done',
      'Error',
      'Unknown',
    ]);
  });

  it('keeps the table refreshing only while a report waits or generates', () => {
    expect(['NOT_STARTED', 'GENERATING', 'FINISHED', 'ERROR'].map(isGenerationOpen)).toEqual([true, true, false, false]);
  });
});

describe('report parameters', () => {
  it('are written with their names and US dates', () => {
    expect(
      formatReportParameters('vendorNamesForBillingService', { clientId: '136', dateRange: { start: '2026-10-01', end: '2026-10-31' } }),
    ).toBe('Client ID: 136; Date Range: 10/01/2026 to 10/31/2026');
    expect(formatReportParameters('salesforceInvoiceReportService', {})).toBe('');
  });

  it('refuse a date range ending before it starts, and days that do not exist', () => {
    expect(DateRangeParameter.safeParse({ start: '2026-10-01', end: '2026-10-31' }).success).toBe(true);
    expect(DateRangeParameter.safeParse({ start: '2026-10-31', end: '2026-10-01' }).error?.issues[0]?.message).toBe(
      'The end date must not be before the start date',
    );
    expect(DateRangeParameter.safeParse({ start: '2026-02-30', end: '2026-03-01' }).error?.issues.map((issue) => issue.message)).toEqual([
      'Enter a start date',
    ]);
  });

  it('need a client ID of digits for the one-organization export, trimmed', () => {
    const parsed = GenerateReportRequest.parse({ identifier: 'vendorExportOneOrganizationService', parameters: { clientId: ' 42 ' } });
    expect(parsed).toEqual({ identifier: 'vendorExportOneOrganizationService', parameters: { clientId: '42' } });
    expect(
      GenerateReportRequest.safeParse({ identifier: 'vendorExportOneOrganizationService', parameters: { clientId: '4x' } }).success,
    ).toBe(false);
  });
});
