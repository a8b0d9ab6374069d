import type { StatusDotColor } from '../../../components/status-dot';

/** How a payment's status shows (spec 001 §4 Payment status): PAID is Success, anything unknown UNKNOWN. */
export function paymentStatusLabel(status: string): string {
  if (status === 'PAID') return 'Success';
  if (status === 'FAILED') return 'Failed';
  if (status === 'PENDING') return 'Pending';
  return 'UNKNOWN';
}

export function paymentStatusColor(status: string): StatusDotColor {
  if (status === 'PAID') return 'success';
  if (status === 'FAILED') return 'error';
  if (status === 'PENDING') return 'warning';
  return 'info';
}

/** Only successful payments have a receipt to download. */
export function hasReceipt(status: string): boolean {
  return status === 'PAID';
}
