import { useState } from 'react';
import Switch from '@mui/material/Switch';
import type { Subscription } from '@app/shared/payments/subscriptions';
import { errorMessage } from '../../../api/api-error';
import { formatDisplayDate } from '../../../components/format-display-date';
import { useNotify } from '../../../components/notifications/notification-context';
import { useUpdateSubscription } from '../api/update-subscription';
import { subscriptionName } from '../utils/subscription-name';
import { CancelReasonForm, type CancelReasonData } from './cancel-reason-form';

const AUTO_RENEW_FAILED = 'Unable to update auto-renew, please try again or contact us for support';
const autoRenewOnMessage = (name: string) => `Auto-renew is now on for ${name}.`;
const autoRenewOffMessage = (name: string) => `Auto-renew is now off for ${name}.`;

/**
 * The auto-renew switch of a subscription row (spec 001 §4): on calls the server at once and says so;
 * off asks first ("Yes, Turn Off" / "Nevermind"), with the required cancel reason for VendorProof
 * (VP_ENGAGE_CVC). Nevermind puts the switch back on. The list reloads afterwards either way.
 */
export function AutoRenewSwitch({ subscription }: { subscription: Subscription }) {
  const { notify, showAlert } = useNotify();
  const update = useUpdateSubscription();
  /** What the switch shows while a change is asked about or saving; null shows the saved value. */
  const [shown, setShown] = useState<boolean | null>(null);
  const name = subscriptionName(subscription);
  const checked = shown ?? subscription.autoRenew;

  const save = async (autoRenew: boolean, reason?: CancelReasonData | null) => {
    try {
      await update.mutateAsync({ id: subscription.id, autoRenew, ...(reason ?? {}) });
      notify(autoRenew ? autoRenewOnMessage(name) : autoRenewOffMessage(name));
    } catch (error) {
      notify({ text: errorMessage(error, AUTO_RENEW_FAILED), mode: 'error' });
    } finally {
      setShown(null);
    }
  };

  const toggle = (next: boolean) => {
    setShown(next);
    if (next) {
      void save(true);
      return;
    }
    const needsReason = subscription.subscriptionType === 'VP_ENGAGE_CVC';
    const ends = subscription.renewalDate ? ` It ends on ${formatDisplayDate(subscription.renewalDate)} and will not be renewed.` : '';
    showAlert<CancelReasonData | null>({
      title: 'Turn Off Auto-Renew',
      description: `Are you sure you want to turn off auto-renew for ${name}?${ends}`,
      form: needsReason ? CancelReasonForm : undefined,
      cancelText: 'Nevermind',
      actionText: 'Yes, Turn Off',
      actionFn: (reason) => save(false, reason),
      cancelFn: () => setShown(null),
    });
  };

  return (
    <Switch
      checked={checked}
      disabled={update.isPending}
      onChange={(event) => toggle(event.target.checked)}
      slotProps={{ input: { 'aria-label': `Auto-renew ${name}` } }}
    />
  );
}
