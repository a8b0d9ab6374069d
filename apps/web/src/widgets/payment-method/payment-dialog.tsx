import { Suspense, lazy, useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { queryKeys } from '../../api/query-keys';
import { useNotificationState, useNotify } from '../../components/notifications/notification-context';
import { RetryWithMethodOnFile } from './retry-with-method-on-file';

/** The forms load when the dialog first opens, not with the shell. */
const PaymentMethodOptions = lazy(() => import('./payment-method-options').then((module) => ({ default: module.PaymentMethodOptions })));

/** The payment dialog is at most 666 px wide (spec 002 §9). */
const PAYMENT_DIALOG_MAX_WIDTH = 666;

/** Sessions opened by an 'unable to process' notification (Update Payment Now) are about a failed renewal. */
const isFailedRenewalSession = (sessionId: string | null | undefined) => Boolean(sessionId?.startsWith('notification-'));

/**
 * The persistent payment dialog (spec 002 §4), opened and closed with the notification store's payment
 * flag: it shows the method on file and lets the user replace it; opened for a failed renewal it also
 * retries the charge with the method on file. It closes once the payment options report a saved method
 * or the retry paid, with Close or Escape (issue 33); a click outside does not close it, so a half-typed
 * card is not lost to a stray click.
 */
export function PaymentDialog() {
  const { paymentDialog } = useNotificationState();
  const { setPaymentDialog } = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const textId = useId();
  if (!paymentDialog.open) return null;

  const close = () => {
    setPaymentDialog(false);
    // The dashboard's notification list reloads when a payment session ends (spec 000 §4).
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
  };
  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') close();
      }}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: PAYMENT_DIALOG_MAX_WIDTH } } }}
    >
      <DialogTitle id={titleId}>Update Payment Method</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          The payment method on file pays for all of your subscriptions. Replace it by entering a new credit card or bank account.
        </DialogContentText>
        {isFailedRenewalSession(paymentDialog.sessionId) && <RetryWithMethodOnFile onPaid={close} />}
        <Suspense fallback={<LinearProgress aria-label="Loading payment options" />}>
          <PaymentMethodOptions key={paymentDialog.sessionId ?? 'payment'} onSaved={close} />
        </Suspense>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
