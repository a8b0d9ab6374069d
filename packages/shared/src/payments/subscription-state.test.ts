import { describe, expect, it } from 'vitest';
import { subscriptionLabel, subscriptionStateText } from './subscriptions';

describe('subscription state as a customer reads it', () => {
  it('shows a past renewal date of an active subscription as overdue, a future one as the renewal', () => {
    expect(subscriptionStateText({ status: 'ACTIVE', renewalDate: '2026-06-12' }, '2026-11-28')).toBe(
      'Active, renewal overdue since 06/12/2026',
    );
    expect(subscriptionStateText({ status: 'ACTIVE', renewalDate: '2027-06-12' }, '2026-11-28')).toBe('Active, renews 06/12/2027');
    expect(subscriptionStateText({ status: 'EXPIRED', renewalDate: '2026-06-12' }, '2026-11-28')).toBe('Expired, renewal date 06/12/2026');
    expect(subscriptionStateText({ status: 'WAIVER_APPROVED', renewalDate: null }, '2026-11-28')).toBe('Waiver Approved');
  });

  it('names VendorProof Engage after its client', () => {
    expect(subscriptionLabel('VP_ENGAGE', 'Riverside Health System')).toBe('VendorProof Engage, Riverside Health System');
  });
});
