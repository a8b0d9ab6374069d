import { describe, expect, it } from 'vitest';
import { subscriptionName } from './subscription-name';

describe('subscriptionName', () => {
  it('adds the client only when the label does not carry it', () => {
    expect(subscriptionName({ label: 'VendorProof', clientName: 'Riverside Health' })).toBe('VendorProof for Riverside Health');
    expect(subscriptionName({ label: 'VendorProof Engage, Riverside Health', clientName: 'Riverside Health' })).toBe(
      'VendorProof Engage, Riverside Health',
    );
    expect(subscriptionName({ label: 'Employee Monitoring', clientName: null })).toBe('Employee Monitoring');
  });
});
