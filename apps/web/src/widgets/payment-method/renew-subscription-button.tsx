import Button from '@mui/material/Button';
import { formatCents } from '@app/shared/payments/pricing';
import type { Subscription } from '@app/shared/payments/subscriptions';
import { errorMessage } from '../../api/api-error';
import { usePaymentMethod } from '../../api/get-payment-method';
import { formatDisplayDate } from '../../components/format-display-date';
import { useNotify } from '../../components/notifications/notification-context';
import { useRenewSubscription } from './api/renew-subscription';
import { describePaymentMethod } from './payment-method-text';

const RENEW_FAILED = 'The subscription could not be renewed. Please try again or update your payment method.';

/** What the confirmation says will be charged: monitoring is priced on today's employees, the rest at its price. */
function chargeText(subscription: Pick<Subscription, 'subscriptionType' | 'amount'>, method: string): string {
  return subscription.subscriptionType === 'VP_EMPLOYEE_MONITORING'
    ? `${method} will be charged now at the price of your active employees.`
    : `${method} will be charged ${formatCents(subscription.amount)} now.`;
}

/**
 * Renew Now of an expired subscription (issue 33), wherever Expired shows: it asks before charging the
 * method on file (or, with none on file, opens the payment dialog to add one), then says what happened.
 */
export function RenewSubscriptionButton({
  subscription,
  variant = 'contained',
}: {
  subscription: Pick<Subscription, 'id' | 'label' | 'subscriptionType' | 'amount'>;
  variant?: 'contained' | 'outlined';
}) {
  const method = usePaymentMethod();
  const renew = useRenewSubscription();
  const { notify, showAlert, setPaymentDialog } = useNotify();

  const ask = () => {
    if (!method.data) {
      showAlert({
        title: 'Add a payment method',
        description: `No payment method is on file. Add a credit card or bank account, then renew ${subscription.label}.`,
        cancelText: 'Cancel',
        actionText: 'Add Payment Method',
        actionFn: () => setPaymentDialog(true, 'renew-subscription'),
      });
      return;
    }
    const idempotencyKey = crypto.randomUUID();
    showAlert({
      title: `Renew ${subscription.label}?`,
      description: chargeText(subscription, describePaymentMethod(method.data)),
      cancelText: 'Cancel',
      actionText: 'Charge and Renew',
      actionFn: async () => {
        try {
          const renewed = await renew.mutateAsync({ id: subscription.id, idempotencyKey });
          notify(`Thank you for your payment. ${renewed.label} is active again until ${formatDisplayDate(renewed.renewalDate)}.`);
        } catch (error) {
          notify({ text: errorMessage(error, RENEW_FAILED), mode: 'error' });
        }
      },
    });
  };

  return (
    <Button variant={variant} color={variant === 'outlined' ? 'inherit' : 'primary'} size="small" onClick={ask} disabled={renew.isPending}>
      {renew.isPending ? 'Renewing…' : 'Renew Now'}
    </Button>
  );
}
