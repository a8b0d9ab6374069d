import type { PaymentMethod } from '../../api/get-payment-method';

/** 'Visa ending in 1111', 'Bank account ending in 0000' — how a method on file is named on screen. */
export function describePaymentMethod(method: Pick<PaymentMethod, 'paymentType' | 'lastFour' | 'cardType'>): string {
  const kind = method.paymentType === 'ACH' ? 'Bank account' : method.cardType?.trim() || 'Credit card';
  return `${kind} ending in ${method.lastFour}`;
}
