import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PaymentType } from '@app/shared/payments/payments';
import { FormSkeleton } from '../../components/loading-skeletons';
import { useClientToken } from './api/get-client-token';
import { usePaymentMethod, type PaymentMethod } from '../../api/get-payment-method';
import { BankAccountForm } from './bank-account-form';
import { CardForm } from './card-form';
import { useConfirmReplace } from './confirm-save';
import { BraintreeBankAccountForm } from './braintree-bank-account-form';
import { HostedCardForm } from './hosted-card-form';
import { describePaymentMethod, PAYMENT_FORM_UNAVAILABLE } from './payment-method-text';

/** Which method the user has chosen: the one on file, or a new card or bank account being entered. */
type Selection = 'existing' | PaymentType | null;

/**
 * The payment options (spec 001 §2, §4 Payment): use the method on file, change it after a confirm
 * dialog (asked when the new method is saved), or choose a credit card or a bank account and enter it. After saving, the method on file
 * reloads and counts as selected. `onSelectedChange` receives the method a payment would use (or null);
 * `onSaved` runs after a new method was saved.
 */
export function PaymentMethodOptions({
  onSelectedChange,
  onSaved,
}: {
  onSelectedChange?: (method: PaymentMethod | null) => void;
  onSaved?: (method: PaymentMethod) => void;
}) {
  const labelId = useId();
  const current = usePaymentMethod();
  const token = useClientToken();
  const method = current.data ?? null;
  const [selection, setSelection] = useState<Selection>(null);

  // The method on file is selected as soon as it is known (and again after saving a new one).
  useEffect(() => {
    if (method) setSelection('existing');
  }, [method]);

  const selected = selection === 'existing' ? method : null;
  useEffect(() => {
    onSelectedChange?.(selected);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Reports each change of the chosen method; the callback's identity does not matter.
  }, [selected]);

  // Choosing to enter a new method replaces nothing yet: the question comes when it is saved.
  const choose = (next: Selection) => setSelection(next);
  const confirmSave = useConfirmReplace(method);

  const saved = (next: PaymentMethod) => {
    setSelection('existing');
    onSaved?.(next);
  };

  if (current.isPending) return <FormSkeleton label="Loading payment method" fields={3} columns={1} action={false} />;
  if (current.isError) {
    return <Alert severity="error">Unable to load your payment method, please try again or contact us for support.</Alert>;
  }

  const entering = selection === 'CREDIT_CARD' || selection === 'ACH';
  return (
    <Box>
      <FormControl>
        <FormLabel id={labelId}>Payment method</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          name="payment-method"
          value={selection ?? ''}
          onChange={(event) => choose(event.target.value as Selection)}
        >
          {method && <FormControlLabel value="existing" control={<Radio />} label={`Use ${describePaymentMethod(method)}`} />}
          <FormControlLabel value="CREDIT_CARD" control={<Radio />} label={method ? 'New Credit Card' : 'Credit Card'} />
          <FormControlLabel value="ACH" control={<Radio />} label={method ? 'New Bank Account' : 'Bank Account'} />
        </RadioGroup>
      </FormControl>
      {entering && (
        <Box sx={{ mt: 1 }}>
          {token.isPending && <LinearProgress aria-label="Loading payment form" />}
          {token.isError && <Alert severity="error">{PAYMENT_FORM_UNAVAILABLE}</Alert>}
          {/* Braintree mode: Braintree's hosted fields and US bank account component tokenize in the browser. */}
          {token.data?.mode === 'braintree' &&
            (selection === 'CREDIT_CARD' ? (
              <HostedCardForm clientToken={token.data.clientToken} onSaved={saved} confirmSave={confirmSave} />
            ) : (
              <BraintreeBankAccountForm clientToken={token.data.clientToken} onSaved={saved} confirmSave={confirmSave} />
            ))}
          {token.data?.mode === 'sandbox' &&
            (selection === 'CREDIT_CARD' ? (
              <CardForm onSaved={saved} confirmSave={confirmSave} />
            ) : (
              <BankAccountForm onSaved={saved} confirmSave={confirmSave} />
            ))}
        </Box>
      )}
    </Box>
  );
}
