import { describe, expect, it } from 'vitest';
import { AttestationQuery, NEXT_DUE_DATE_MESSAGE } from './attestations';

describe('AttestationQuery', () => {
  it('trims the TIN and removes its dashes, trims the form name and defaults to the first page of 25', () => {
    expect(AttestationQuery.parse({ tin: ' 12-345-6789 ', formName: '  W-9  ' })).toEqual({
      tin: '123456789',
      formName: 'W-9',
      page: 0,
      size: 25,
    });
  });

  it('takes a next due date only as the first day of a month', () => {
    expect(AttestationQuery.parse({ nextCompletionDate: '2027-02-01' }).nextCompletionDate).toBe('2027-02-01');
    const refused = AttestationQuery.safeParse({ nextCompletionDate: '2027-02-15' });
    expect(refused.success ? [] : refused.error.issues.map((issue) => issue.message)).toEqual([NEXT_DUE_DATE_MESSAGE]);
  });

  it('takes statuses in upper snake case only, expired compliance as SUBSCRIPTION_EXPIRED', () => {
    expect(AttestationQuery.parse({ status: 'PAST_DUE', complianceStatus: 'SUBSCRIPTION_EXPIRED' })).toMatchObject({
      status: 'PAST_DUE',
      complianceStatus: 'SUBSCRIPTION_EXPIRED',
    });
    expect(AttestationQuery.safeParse({ status: 'Past Due' }).success).toBe(false);
    expect(AttestationQuery.safeParse({ complianceStatus: 'EXPIRED' }).success).toBe(false);
  });
});
