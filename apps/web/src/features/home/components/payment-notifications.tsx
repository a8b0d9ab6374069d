import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UserNotification } from '@app/shared/customers/notifications';
import { useNotificationState, useNotify } from '../../../components/notifications/notification-context';
import { useNotifications } from '../api/get-notifications';
import { useDismissNotification, useDismissPaidNotification } from '../api/update-notification';
import { notificationsToDismiss, visibleNotifications } from '../utils/payment-notifications';

const SEVERITY: Record<UserNotification['notificationType'], AlertColor> = {
  INFO: 'info',
  WARNING: 'warning',
  SUCCESS: 'success',
  ERROR: 'error',
};

/** The payment-dialog session of an 'unable to process' notification. */
const paymentSession = (id: number) => `notification-${id}`;

/**
 * Payment notifications (spec 000 §4). The ones shown are then marked seen and DISMISSED, so a
 * dismissed 'not approved' one does not come back. 'Not approved' offers Make Payment Now (account,
 * subscriptions section); 'unable to process' offers Update Payment Now, which opens the payment dialog;
 * when that dialog closes (payment done) the notification is dismissed and the list reloaded.
 */
export function PaymentNotifications() {
  const navigate = useNavigate();
  const notifications = useNotifications();
  const dismiss = useDismissNotification();
  const dismissPaid = useDismissPaidNotification();
  const { setPaymentDialog } = useNotify();
  const { paymentDialog } = useNotificationState();
  const [paying, setPaying] = useState<number | null>(null);
  const marked = useRef(new Set<number>());
  const shown = visibleNotifications(notifications.data ?? []);

  useEffect(() => {
    for (const notification of notificationsToDismiss(shown)) {
      if (marked.current.has(notification.id)) continue;
      marked.current.add(notification.id);
      dismiss.mutate(notification.id);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Marks each shown notification once, after it was rendered.
  }, [notifications.data]);

  useEffect(() => {
    if (paying === null || paymentDialog.open) return;
    setPaying(null);
    dismissPaid.mutate(paying);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Runs when the payment dialog this list opened closes.
  }, [paymentDialog.open]);

  if (shown.length === 0) return null;
  return (
    <Box component="section" aria-label="Payment notifications" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 3 }}>
      {shown.map((notification) => {
        const action =
          notification.kind === 'PAYMENT_NOT_APPROVED' ? (
            <Button
              color="inherit"
              variant="outlined"
              size="small"
              onClick={() => void navigate({ pathname: '/account', hash: 'subscriptions' })}
            >
              Make Payment Now
            </Button>
          ) : notification.kind === 'PAYMENT_UNABLE_TO_PROCESS' ? (
            <Button
              color="inherit"
              variant="outlined"
              size="small"
              onClick={() => {
                setPaying(notification.id);
                setPaymentDialog(true, paymentSession(notification.id));
              }}
            >
              Update Payment Now
            </Button>
          ) : undefined;
        return (
          <Alert key={notification.id} severity={SEVERITY[notification.notificationType]} action={action} sx={{ alignItems: 'center' }}>
            {notification.notificationText}
          </Alert>
        );
      })}
    </Box>
  );
}
