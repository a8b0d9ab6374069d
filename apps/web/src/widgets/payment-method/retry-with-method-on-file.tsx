import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../api/api-error';
import { usePaymentMethod } from '../../api/get-payment-method';
import { useRetryRenewalPayment } from './api/retry-renewal-payment';
import { describePaymentMethod } from './payment-method-text';

const RETRY_DECLINED = 'The payment method on file was declined again. Enter a new credit card or bank account below.';

/**
 * For a failed renewal: charge it again now with the method on file (its card may work again), without
 * entering a new one. Closes the dialog once everything waiting was paid.
 */
export function RetryWithMethodOnFile({ onPaid }: { onPaid: () => void }) {
  const method = usePaymentMethod();
  const retry = useRetryRenewalPayment();
  if (!method.data) return null;
  const declined = retry.data && retry.data.failed > 0;
  return (
    <Box component="section" aria-label="Retry the payment" sx={{ mb: 3 }}>
      <Typography sx={{ mb: 1 }}>
        Try the renewal payment again now with {describePaymentMethod(method.data)}, or replace the payment method below.
      </Typography>
      <Button
        variant="contained"
        disabled={retry.isPending}
        onClick={() =>
          retry.mutate(undefined, {
            onSuccess: (outcome) => {
              if (outcome.failed === 0) onPaid();
            },
          })
        }
      >
        {retry.isPending ? 'Charging…' : `Retry payment with ${describePaymentMethod(method.data)}`}
      </Button>
      {declined && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {RETRY_DECLINED}
        </Alert>
      )}
      {retry.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(retry.error, 'The payment could not be retried, please try again.')}
        </Alert>
      )}
    </Box>
  );
}
