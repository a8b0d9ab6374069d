import { describe, expect, it } from 'vitest';
import { isJobOpen, JOB_STATUSES, StartEligibilityAuditQuery } from './jobs';

describe('jobs', () => {
  it('counts waiting, retrying and running jobs as open, and finished ones as over', () => {
    expect(JOB_STATUSES.filter(isJobOpen)).toEqual(['CREATED', 'RETRY', 'ACTIVE']);
  });

  it('takes a positive whole client id from the query string and refuses anything else', () => {
    expect(StartEligibilityAuditQuery.parse({ clientId: '42' })).toEqual({ clientId: 42 });
    for (const clientId of [undefined, '', 'abc', '0', '-3', '1.5']) {
      const result = StartEligibilityAuditQuery.safeParse({ clientId });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Enter a client ID');
    }
  });
});
