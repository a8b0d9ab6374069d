import { usDate } from '@app/shared/platform/us-date';
import type { ReceiptData } from './payment-history';

/** How a receipt names the method paid with: "Visa ending 1111", "Bank account ending 6789". */
export function paidWithText(data: Pick<ReceiptData, 'payment_type' | 'card_type' | 'last_four'>): string {
  return data.payment_type === 'ACH' ? `Bank account ending ${data.last_four}` : `${data.card_type ?? 'Card'} ending ${data.last_four}`;
}

/** A receipt's service period, "11/28/2026 to 12/28/2026" (empty for a payment written without one). */
export function servicePeriodText(data: Pick<ReceiptData, 'period_start' | 'period_end'>): string {
  return data.period_start && data.period_end ? `${usDate(data.period_start)} to ${usDate(data.period_end)}` : '';
}
