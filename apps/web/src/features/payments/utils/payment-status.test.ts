import { describe, expect, it } from 'vitest';
import { hasReceipt, paymentStatusColor, paymentStatusLabel } from './payment-status';

describe('payment status', () => {
  it('labels PAID, FAILED and PENDING as Success, Failed and Pending', () => {
    expect(paymentStatusLabel('PAID')).toBe('Success');
    expect(paymentStatusLabel('FAILED')).toBe('Failed');
    expect(paymentStatusLabel('PENDING')).toBe('Pending');
  });

  it('labels anything else UNKNOWN', () => {
    expect(paymentStatusLabel('REFUNDED')).toBe('UNKNOWN');
    expect(paymentStatusLabel('')).toBe('UNKNOWN');
    expect(paymentStatusColor('REFUNDED')).toBe('info');
  });

  it('colours success, error and warning', () => {
    expect(['PAID', 'FAILED', 'PENDING'].map(paymentStatusColor)).toEqual(['success', 'error', 'warning']);
  });

  it('offers a receipt for successful payments only', () => {
    expect(hasReceipt('PAID')).toBe(true);
    expect(hasReceipt('FAILED')).toBe(false);
    expect(hasReceipt('PENDING')).toBe(false);
  });
});
