import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../api/api-error';
import { usePaymentMethod } from '../../api/get-payment-method';
import { useNotify } from '../../components/notifications/notification-context';
import { useRetryRenewalPayment } from './api/retry-renewal-payment';
import { describePaymentMethod } from './payment-method-text';

const RETRY_DECLINED = 'The payment method on file was declined again. Enter a new credit card or bank account below.';

const renewedText = (renewed: number, method: string) =>
  `Thank you for your payment: ${renewed === 1 ? 'your subscription was' : `${renewed} subscriptions were`} renewed with ${method}.`;

/**
 * For a failed renewal: charge it again now with the method on file (its card may work again), without
 * entering a new one. The charge waits for a second, explicit Charge now (issue 33: money never moves on
 * one click), and its outcome is said: a message when paid (the dialog then closes), an error when not.
 */
export function RetryWithMethodOnFile({ onPaid }: { onPaid: () => void }) {
  const method = usePaymentMethod();
  const retry = useRetryRenewalPayment();
  const { notify } = useNotify();
  const [confirming, setConfirming] = useState(false);
  if (!method.data) return null;
  const methodText = describePaymentMethod(method.data);
  const declined = retry.data && retry.data.failed > 0;
  const charge = () =>
    retry.mutate(undefined, {
      onSuccess: (outcome) => {
        if (outcome.failed > 0) return;
        notify(renewedText(outcome.renewed, methodText));
        onPaid();
      },
      onSettled: () => setConfirming(false),
    });
  return (
    <Box component="section" aria-label="Retry the payment" sx={{ mb: 3 }}>
      <Typography sx={{ mb: 1 }}>Try the renewal payment again now with {methodText}, or replace the payment method below.</Typography>
      {confirming ? (
        <Alert
          severity="info"
          action={
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button color="inherit" onClick={() => setConfirming(false)} disabled={retry.isPending}>
                Cancel
              </Button>
              <Button variant="contained" onClick={charge} disabled={retry.isPending}>
                {retry.isPending ? 'Charging…' : 'Charge now'}
              </Button>
            </Box>
          }
        >
          {methodText} will be charged now for the renewals that failed.
        </Alert>
      ) : (
        <Button variant="contained" onClick={() => setConfirming(true)}>
          Retry payment with {methodText}
        </Button>
      )}
      {declined && !confirming && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {RETRY_DECLINED}
        </Alert>
      )}
      {retry.isError && !confirming && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(retry.error, 'The payment could not be retried, please try again.')}
        </Alert>
      )}
    </Box>
  );
}
