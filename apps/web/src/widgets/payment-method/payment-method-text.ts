import type { PaymentMethod } from '../../api/get-payment-method';

/** 'Visa ending in 1111', 'Bank account ending in 0000' — how a method on file is named on screen. */
export function describePaymentMethod(method: Pick<PaymentMethod, 'paymentType' | 'lastFour' | 'cardType'>): string {
  const kind = method.paymentType === 'ACH' ? 'Bank account' : method.cardType?.trim() || 'Credit card';
  return `${kind} ending in ${method.lastFour}`;
}

/** Shown when the form for a new payment method cannot be offered (no client token, or Braintree's fields failed to load). */
export const PAYMENT_FORM_UNAVAILABLE =
  'Entering a new payment method is not available right now. Please try again later or contact us for support.';
