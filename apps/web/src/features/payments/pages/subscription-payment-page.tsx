import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { PAYMENT_TEXTS } from '@app/shared/payments/payments';
import { payButtonLabel } from '../utils/pay-button-label';
import { useReloadCurrentUser } from '../../../api/get-current-user';
import { PageHeader } from '../../../components/page-header';
import type { PaymentMethod } from '../../../api/get-payment-method';
import { PaymentMethodOptions } from '../../../widgets/payment-method/payment-method-options';
import { useSubscriptionTypes } from '../api/get-subscription-types';
import { SubscriptionPriceSummary, UNKNOWN_PRICE_MESSAGE } from '../components/subscription-price-summary';
import { usePaySubscription } from '../components/use-pay-subscription';
import { backNavigationPath, payableType, type PayableType } from '../utils/back-navigation';

function PriceCard({ type, onPaid }: { type: PayableType; onPaid: () => Promise<void> }) {
  const prices = useSubscriptionTypes();
  const { pay, isPending } = usePaySubscription();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const price = prices.data?.find((item) => item.subscriptionType === type);

  const payNow = async () => {
    if (!price || !method || isPending) return;
    if (await pay(type, price)) await onPaid();
  };

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }} sx={{ order: { md: 2 } }}>
        <Card component="section" aria-labelledby="subscription-price-heading">
          <CardContent>
            <SubscriptionPriceSummary type={type} prices={prices} headingId="subscription-price-heading" />
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
            <Button variant="contained" size="large" sx={{ mt: 3 }} disabled={!price || !method || isPending} onClick={() => void payNow()}>
              {isPending ? 'Processing Payment…' : price ? payButtonLabel(price.price) : 'Pay'}
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
      {type ? <PriceCard type={type} onPaid={paid} /> : <Alert severity="error">{UNKNOWN_PRICE_MESSAGE}</Alert>}
    </>
  );
}
