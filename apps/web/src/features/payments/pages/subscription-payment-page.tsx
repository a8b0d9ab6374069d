import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { PAYMENT_TEXTS } from '@app/shared/payments/payments';
import { formatCents } from '@app/shared/payments/pricing';
import { errorMessage, isApiError } from '../../../api/api-error';
import { useReloadCurrentUser } from '../../../api/get-current-user';
import { PageHeader } from '../../../components/page-header';
import { useNotify } from '../../../components/notifications/notification-context';
import type { PaymentMethod } from '../../../components/payment-method/api/get-payment-method';
import { PaymentMethodOptions } from '../../../components/payment-method/payment-method-options';
import { useCreateSubscription } from '../api/create-subscription';
import { useSubscriptionTypes } from '../api/get-subscription-types';
import { MonitoringPriceTiers } from '../components/monitoring-price-tiers';
import { backNavigationPath, payableType, type PayableType } from '../utils/back-navigation';
import { newIdempotencyKey } from '../utils/idempotency-key';

export const PRICE_CHANGED_MESSAGE = 'The price of this subscription has changed. Please review the new price and pay again.';
export const paidMessage = (label: string) => `Thank you for your payment. Your ${label} subscription is active.`;
export const UNKNOWN_TYPE_MESSAGE = 'This subscription cannot be paid for here. Please go back and try again.';

/** A definite answer (4xx) ends a payment attempt; no answer or a server failure keeps its key for the retry. */
const endsAttempt = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status >= 400 && error.status < 500;

function PriceCard({ type, onPaid }: { type: PayableType; onPaid: () => Promise<void> }) {
  const { notify } = useNotify();
  const prices = useSubscriptionTypes();
  const create = useCreateSubscription();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  /** One key per payment attempt, kept across retries of the same attempt (a double charge is impossible). */
  const attemptKey = useRef<string | null>(null);
  const price = prices.data?.find((item) => item.subscriptionType === type);

  const pay = async () => {
    if (!price || !method || create.isPending) return;
    attemptKey.current ??= newIdempotencyKey();
    try {
      await create.mutateAsync({ amount: price.price, subscriptionType: type, idempotencyKey: attemptKey.current });
    } catch (error) {
      if (endsAttempt(error)) attemptKey.current = null;
      // 409: the price changed (it is re-read), or the subscription is already active or being paid.
      if (isApiError(error) && error.status === 409) notify({ text: errorMessage(error, PRICE_CHANGED_MESSAGE), mode: 'warning' });
      else if (isApiError(error) && error.status === 422 && error.message === PAYMENT_TEXTS.selectMethod) {
        notify({ text: PAYMENT_TEXTS.selectMethod, mode: 'error' });
      } else notify({ text: PAYMENT_TEXTS.subscriptionFailure, mode: 'error', timeout: 0 });
      return;
    }
    attemptKey.current = null;
    notify(paidMessage(price.label));
    await onPaid();
  };

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }} sx={{ order: { md: 2 } }}>
        <Card component="section" aria-labelledby="subscription-price-heading">
          <CardContent>
            {prices.isPending && <LinearProgress aria-label="Loading price" />}
            {prices.isError && <Alert severity="error">Unable to load the price, please try again or contact us for support.</Alert>}
            {price && (
              <>
                <Typography id="subscription-price-heading" variant="h2" component="h2" gutterBottom>
                  {price.label}
                </Typography>
                <Typography variant="h3" component="p" sx={{ fontSize: '2rem' }}>
                  {formatCents(price.price)}
                </Typography>
                <Typography variant="body1" color="text.secondary">
                  {price.billing}
                </Typography>
                {type === 'VP_EMPLOYEE_MONITORING' && <MonitoringPriceTiers />}
              </>
            )}
            {prices.isSuccess && !price && <Alert severity="error">{UNKNOWN_TYPE_MESSAGE}</Alert>}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card component="section" aria-labelledby="payment-method-heading">
          <CardContent>
            <Typography id="payment-method-heading" variant="h2" component="h2" gutterBottom>
              Payment Method
            </Typography>
            <PaymentMethodOptions onSelectedChange={setMethod} />
            {!method && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {PAYMENT_TEXTS.selectMethod}
              </Alert>
            )}
            <Button
              variant="contained"
              size="large"
              sx={{ mt: 3 }}
              disabled={!price || !method || create.isPending}
              onClick={() => void pay()}
            >
              {create.isPending ? 'Processing Payment…' : price ? `Pay ${formatCents(price.price)}` : 'Pay'}
            </Button>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}

/**
 * /subscription-payment?type&backNavigationTo (spec 001 §2, §4): the price and billing of the
 * subscription, the payment options and Pay. After paying for employee monitoring the current user
 * is reloaded (monitoring access) and the page goes to /employees or backNavigationTo.
 */
export default function SubscriptionPaymentPage({ title = 'Subscription Payment' }: { title?: string }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const reloadCurrentUser = useReloadCurrentUser();
  const type = payableType(searchParams.get('type'));
  const back = backNavigationPath(searchParams.get('backNavigationTo'), type);

  const paid = async () => {
    // Monitoring access comes with the subscription; the employee area reads it from the current user.
    if (type === 'VP_EMPLOYEE_MONITORING') await reloadCurrentUser().catch(() => undefined);
    await navigate(back);
  };

  return (
    <>
      <PageHeader
        title={title}
        subtitle="Pay with the payment method on file, or enter a credit card or bank account."
        actions={
          <Button component={RouterLink} to={back} startIcon={<ArrowBack aria-hidden />}>
            Back
          </Button>
        }
      />
      {type ? <PriceCard type={type} onPaid={paid} /> : <Alert severity="error">{UNKNOWN_TYPE_MESSAGE}</Alert>}
    </>
  );
}
