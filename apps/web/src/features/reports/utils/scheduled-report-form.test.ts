import { describe, expect, it } from 'vitest';
import { todayIso } from '@app/shared/employees/employee';
import { SEND_DATE_IN_PAST } from '@app/shared/reports/scheduled-report';
import { ScheduledReportForm, emptyScheduledReportForm } from './scheduled-report-form';

const recipient = { companyName: 'Riverside Health System', contactName: 'Ann Lee', email: 'ann.lee@example.com' };
const shift = (days: number) => todayIso(new Date(Date.now() + days * 86_400_000));

describe('ScheduledReportForm', () => {
  it('accepts a send date of today with one complete recipient', () => {
    expect(ScheduledReportForm.safeParse({ startDate: todayIso(), frequency: 'MONTHLY', recipients: [recipient] }).success).toBe(true);
  });

  it('refuses a send date before today with the spec text', () => {
    const result = ScheduledReportForm.safeParse({ startDate: shift(-2), frequency: 'ONE_TIME', recipients: [recipient] });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['startDate', SEND_DATE_IN_PAST]]);
  });

  it('refuses the empty form: no date, no repeat, blank recipient', () => {
    const result = ScheduledReportForm.safeParse(emptyScheduledReportForm());
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['startDate', 'frequency', 'recipients.0.companyName', 'recipients.0.contactName', 'recipients.0.email']),
    );
  });

  it('refuses an invalid e-mail', () => {
    const result = ScheduledReportForm.safeParse({
      startDate: shift(1),
      frequency: 'MONTHLY',
      recipients: [{ ...recipient, email: 'nope' }],
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['recipients.0.email']);
  });
});
