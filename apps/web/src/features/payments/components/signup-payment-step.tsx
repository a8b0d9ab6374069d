import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PAYMENT_TEXTS } from '@app/shared/payments/payments';
import { subscriptionLabel } from '@app/shared/payments/subscriptions';
import type { PaymentWaiver } from '@app/shared/payments/waivers';
import type { PaymentMethod } from '../../../api/get-payment-method';
import { PaymentMethodOptions } from '../../../widgets/payment-method/payment-method-options';
import { RequestWaiverDialog } from '../../../widgets/payment-waiver/request-waiver-dialog';
import { StepSaveHandled, type WizardStepProps } from '../../../lib/wizard-step';
import { useSubscriptionTypes } from '../api/get-subscription-types';
import { payButtonLabel } from '../utils/pay-button-label';
import { SubscriptionPriceSummary } from './subscription-price-summary';
import { usePaySubscription } from './use-pay-subscription';

/** Signing up with a client that requires payment buys the annual VendorProof subscription (spec 001 §1). */
const SIGNUP_SUBSCRIPTION = 'VP_ENGAGE_CVC';

/**
 * The signup's Payment step (spec 001 §2, §5 Payment step): the price of VendorProof and the payment
 * options. Next reads 'Pay {amount}' and stays disabled with "Please select or enter a payment method"
 * until a method is chosen; it then charges it. Once paid, the server no longer asks for payment, so the step leaves the wizard.
 * Instead of paying, the vendor may request a payment waiver here (PRODUCT-NOTES §4); once sent, Next
 * goes on without a charge (a pending waiver counts as paid until the client decides).
 */
export default function SignupPaymentStep({ clientId, clientName, onValidityChange, registerSave, onNextLabelChange }: WizardStepProps) {
  const prices = useSubscriptionTypes();
  const { pay } = usePaySubscription();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [waiverOpen, setWaiverOpen] = useState(false);
  const [waiver, setWaiver] = useState<PaymentWaiver | null>(null);
  const price = prices.data?.find((item) => item.subscriptionType === SIGNUP_SUBSCRIPTION);

  useEffect(
    () => onValidityChange(waiver || (method && price) ? null : PAYMENT_TEXTS.selectMethod),
    [waiver, method, price, onValidityChange],
  );

  // Next charges the card, so it says so, with the amount that will be charged (nothing once a waiver is asked).
  const payLabel = price && !waiver ? payButtonLabel(price.price) : null;
  useEffect(() => {
    onNextLabelChange(payLabel);
    return () => onNextLabelChange(null);
  }, [payLabel, onNextLabelChange]);

  // Next charges the chosen method; the latest price is read through a ref so the saved function stays current.
  // The payment is made for the signup's client, so the payment history names it.
  const latest = useRef({ price, pay, clientId, waiver });
  latest.current = { price, pay, clientId, waiver };
  useEffect(() => {
    registerSave(async () => {
      const { price: current, pay: payNow, clientId: forClient, waiver: requested } = latest.current;
      if (requested) return;
      if (!current || !(await payNow(SIGNUP_SUBSCRIPTION, current, Number(forClient)))) throw new StepSaveHandled('Payment not completed');
    });
    return () => registerSave(null);
  }, [registerSave]);

  return (
    <Grid container spacing={3}>
      <Grid size={12}>
        {waiver ? (
          <Alert severity="success">
            Your payment waiver request was sent to {waiver.clientName}. Select Next to continue without paying; you will be e-mailed the
            decision.
          </Alert>
        ) : (
          <Typography variant="body2">
            If you believe {clientName} should waive this payment, you can{' '}
            <Button
              variant="text"
              size="small"
              onClick={() => setWaiverOpen(true)}
              sx={{ verticalAlign: 'baseline', p: 0, minWidth: 0, textTransform: 'none' }}
            >
              request payment waiver here
            </Button>
            .
          </Typography>
        )}
        {waiverOpen && (
          <RequestWaiverDialog
            choices={[
              {
                clientId: Number(clientId),
                clientName,
                subscriptionType: SIGNUP_SUBSCRIPTION,
                label: subscriptionLabel(SIGNUP_SUBSCRIPTION),
              },
            ]}
            onClose={() => setWaiverOpen(false)}
            onRequested={(requested) => {
              setWaiverOpen(false);
              setWaiver(requested);
            }}
          />
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 5 }} sx={{ order: { md: 2 } }}>
        <Card component="section" aria-labelledby="signup-price-heading">
          <CardContent>
            <SubscriptionPriceSummary type={SIGNUP_SUBSCRIPTION} prices={prices} headingId="signup-price-heading" />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card component="section" aria-labelledby="signup-payment-method-heading">
          <CardContent>
            <Typography id="signup-payment-method-heading" variant="h3" component="h3" gutterBottom>
              Payment Method
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {payLabel ? `Choose how to pay; you are charged when you select ${payLabel}.` : 'Choose how to pay.'}
            </Typography>
            <PaymentMethodOptions onSelectedChange={setMethod} />
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
