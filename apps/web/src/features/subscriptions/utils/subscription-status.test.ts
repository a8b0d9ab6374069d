import { describe, expect, it } from 'vitest';
import {
  hasAutoRenewSwitch,
  isHighlighted,
  splitSubscriptions,
  subscriptionStatusColor,
  subscriptionStatusText,
} from './subscription-status';

describe('subscription status', () => {
  it('colours the statuses as spec 001 §4 says', () => {
    expect(subscriptionStatusColor('ACTIVE')).toBe('success');
    expect(subscriptionStatusColor('EXPIRED')).toBe('error');
    expect(subscriptionStatusColor('WAIVER_PENDING')).toBe('warning');
    expect(subscriptionStatusColor('WAIVER_APPROVED')).toBe('success');
    expect(subscriptionStatusColor('WAIVER_NOT_APPROVED')).toBe('error');
    expect(subscriptionStatusColor('UNKNOWN')).toBe('info');
  });

  it('highlights an expired subscription that will not renew', () => {
    expect(isHighlighted({ status: 'EXPIRED', autoRenew: false })).toBe(true);
    expect(isHighlighted({ status: 'EXPIRED', autoRenew: true })).toBe(false);
    expect(isHighlighted({ status: 'ACTIVE', autoRenew: false })).toBe(false);
  });

  it('offers the auto-renew switch for every subscription except an expired one, which is never renewed', () => {
    expect(hasAutoRenewSwitch({ status: 'EXPIRED' })).toBe(false);
    expect(hasAutoRenewSwitch({ status: 'ACTIVE' })).toBe(true);
    expect(hasAutoRenewSwitch({ status: 'WAIVER_PENDING' })).toBe(false);
    expect(hasAutoRenewSwitch({ status: 'WAIVER_APPROVED' })).toBe(false);
  });

  it('uses the server’s status name, else the shared text', () => {
    expect(subscriptionStatusText({ status: 'WAIVER_PENDING', statusName: '' })).toBe('Waiver Pending');
    expect(subscriptionStatusText({ status: 'ACTIVE', statusName: 'Active' })).toBe('Active');
  });

  it('puts monitoring in its own table', () => {
    const { vendorProof, monitoring } = splitSubscriptions([
      { subscriptionType: 'VP_ENGAGE_CVC' },
      { subscriptionType: 'VP_EMPLOYEE_MONITORING' },
      { subscriptionType: 'VP_ENGAGE' },
    ] as const);
    expect(vendorProof.map((s) => s.subscriptionType)).toEqual(['VP_ENGAGE_CVC', 'VP_ENGAGE']);
    expect(monitoring.map((s) => s.subscriptionType)).toEqual(['VP_EMPLOYEE_MONITORING']);
  });
});
