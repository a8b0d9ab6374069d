import { describe, expect, it } from 'vitest';
import { joinWithAnd, scheduledMessage } from './scheduled-report-texts';

describe('joinWithAnd', () => {
  it('leaves a single name as it is', () => {
    expect(joinWithAnd(['Ann Lee'])).toBe('Ann Lee');
  });

  it('joins two names with and', () => {
    expect(joinWithAnd(['Ann Lee', 'Bob Ray'])).toBe('Ann Lee and Bob Ray');
  });

  it('joins every name with and', () => {
    expect(joinWithAnd(['A', 'B', 'C'])).toBe('A and B and C');
  });
});

describe('scheduledMessage', () => {
  it('reproduces the spec text with the date as MM/dd/yyyy', () => {
    expect(
      scheduledMessage({
        startDate: '2026-12-01',
        companyName: 'Riverside Health System',
        recipients: [{ contactName: 'Ann Lee' }, { contactName: 'Bob Ray' }],
      }),
    ).toBe('Your report has been scheduled to send via email on 12/01/2026 to Ann Lee and Bob Ray of Riverside Health System');
  });
});
