import { describe, expect, it } from 'vitest';
import { matchPath, matchStateText } from './match-links';

describe('Home match links', () => {
  it("opens an employee's or owner's match on their page and the company's on the Company tab", () => {
    expect(matchPath({ subjectType: 'EMPLOYEE', subjectId: 12, alertId: 7 })).toBe('/employees/12/detail?match=7');
    expect(matchPath({ subjectType: 'OWNER', subjectId: 3, alertId: 9 })).toBe('/owners/3/detail?match=9');
    expect(matchPath({ subjectType: 'VENDOR', subjectId: 44, alertId: 1 })).toBe('/account#company');
  });

  it('says whether the vendor must answer or the reviewer is deciding', () => {
    expect(matchStateText('OPEN')).toBe('Your answer is needed');
    expect(matchStateText('VENDOR_RESPONDED')).toBe('Answered: waiting for the reviewer');
  });
});
