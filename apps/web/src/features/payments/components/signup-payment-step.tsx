import { useEffect, useRef, useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PAYMENT_TEXTS } from '@app/shared/payments/payments';
import type { PaymentMethod } from '../../../api/get-payment-method';
import { PaymentMethodOptions } from '../../../widgets/payment-method/payment-method-options';
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
 */
export default function SignupPaymentStep({ clientId, onValidityChange, registerSave, onNextLabelChange }: WizardStepProps) {
  const prices = useSubscriptionTypes();
  const { pay } = usePaySubscription();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const price = prices.data?.find((item) => item.subscriptionType === SIGNUP_SUBSCRIPTION);

  useEffect(() => onValidityChange(method && price ? null : PAYMENT_TEXTS.selectMethod), [method, price, onValidityChange]);

  // Next charges the card, so it says so, with the amount that will be charged.
  const payLabel = price ? payButtonLabel(price.price) : null;
  useEffect(() => {
    onNextLabelChange(payLabel);
    return () => onNextLabelChange(null);
  }, [payLabel, onNextLabelChange]);

  // Next charges the chosen method; the latest price is read through a ref so the saved function stays current.
  // The payment is made for the signup's client, so the payment history names it.
  const latest = useRef({ price, pay, clientId });
  latest.current = { price, pay, clientId };
  useEffect(() => {
    registerSave(async () => {
      const { price: current, pay: payNow, clientId: forClient } = latest.current;
      if (!current || !(await payNow(SIGNUP_SUBSCRIPTION, current, Number(forClient)))) throw new StepSaveHandled('Payment not completed');
    });
    return () => registerSave(null);
  }, [registerSave]);

  return (
    <Grid container spacing={3}>
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
