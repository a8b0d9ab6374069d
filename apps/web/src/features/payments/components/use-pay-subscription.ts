import { useRef } from 'react';
import { PAYMENT_TEXTS } from '@app/shared/payments/payments';
import { errorMessage, isApiError } from '../../../api/api-error';
import { useNotify } from '../../../components/notifications/notification-context';
import { useCreateSubscription } from '../api/create-subscription';
import type { SubscriptionPrice } from '../api/get-subscription-types';
import type { PayableType } from '../utils/back-navigation';
import { newIdempotencyKey } from '../utils/idempotency-key';

const PRICE_CHANGED_MESSAGE = 'The price of this subscription has changed. Please review the new price and pay again.';
const paidMessage = (label: string) => `Thank you for your payment. Your ${label} subscription is active.`;

/** A definite answer (4xx) ends a payment attempt; no answer or a server failure keeps its key for the retry. */
const endsAttempt = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status >= 400 && error.status < 500;

/**
 * Paying for a subscription with the method on file, as the payment page and the signup's Payment step
 * do: one idempotency key per attempt (kept across retries, so a double click never charges twice), the
 * spec's texts for each failure. `pay` resolves true once paid.
 */
export function usePaySubscription() {
  const { notify } = useNotify();
  const create = useCreateSubscription();
  const attemptKey = useRef<string | null>(null);

  /** `clientId`: the client the payment is made for (the signup's), named in the payment history. */
  const pay = async (type: PayableType, price: SubscriptionPrice, clientId?: number): Promise<boolean> => {
    attemptKey.current ??= newIdempotencyKey();
    try {
      await create.mutateAsync({ amount: price.price, subscriptionType: type, idempotencyKey: attemptKey.current, clientId });
    } catch (error) {
      if (endsAttempt(error)) attemptKey.current = null;
      // 409: the price changed (it is re-read), or the subscription is already active or being paid.
      if (isApiError(error) && error.status === 409) notify({ text: errorMessage(error, PRICE_CHANGED_MESSAGE), mode: 'warning' });
      else if (isApiError(error) && error.status === 422 && error.message === PAYMENT_TEXTS.selectMethod) {
        notify({ text: PAYMENT_TEXTS.selectMethod, mode: 'error' });
      } else notify({ text: PAYMENT_TEXTS.subscriptionFailure, mode: 'error', timeout: 0 });
      return false;
    }
    attemptKey.current = null;
    notify(paidMessage(price.label));
    return true;
  };

  return { pay, isPending: create.isPending };
}
