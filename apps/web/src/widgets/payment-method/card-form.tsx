import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { PAYMENT_TEXTS } from '@app/shared/payments/payments';
import { errorMessage, isApiError } from '../../api/api-error';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import { digitsOnly } from '../../lib/input-masks';
import { FormTextField } from '../../components/form/form-text-field';
import { useNotify } from '../../components/notifications/notification-context';
import type { PaymentMethod } from '../../api/get-payment-method';
import type { ConfirmSave } from './confirm-save';
import { useSavePaymentMethod } from './api/save-payment-method';
import { useTokenizeSandboxCard } from './api/tokenize-sandbox-card';
import { CARD_BRAND_LABEL, detectCardBrand, formatCardNumber } from './card-brand';
import { CARD_FORM_FIELDS, CardFormSchema, EMPTY_CARD_FORM, type CardFormOutput, type CardFormValues } from './card-form-schema';
import { maskCardExpiryInput } from './card-expiry';
import { SandboxHelp } from './sandbox-help';

/**
 * The credit card form (spec 001 §3, §5), sandbox mode: the details go to the sandbox tokenizer, its
 * nonce is saved as the method on file, and the saved card is reported to `onSaved`. Accepted brands
 * are Visa, Mastercard, Discover and American Express; the detected brand shows under the number.
 */
export function CardForm({ onSaved, confirmSave }: { onSaved: (method: PaymentMethod) => void; confirmSave: ConfirmSave }) {
  const { notify } = useNotify();
  const tokenize = useTokenizeSandboxCard();
  const save = useSavePaymentMethod();
  const { control, handleSubmit, formState, setError, watch, reset } = useForm<CardFormValues, unknown, CardFormOutput>({
    resolver: zodResolver(CardFormSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_CARD_FORM,
  });
  const brand = detectCardBrand(watch('number'));
  const { isValid, isSubmitting } = formState;

  const store = async (card: CardFormOutput) => {
    let nonce: string;
    try {
      nonce = (await tokenize.mutateAsync(card)).nonce;
    } catch (error) {
      const applied = applyFieldErrors(error, setError, CARD_FORM_FIELDS);
      if (isApiError(error) && error.status === 422) setError('number', { type: 'server', message: error.message }, { shouldFocus: true });
      else if (applied.length === 0) notify({ text: errorMessage(error, PAYMENT_TEXTS.cardFailure), mode: 'error' });
      return;
    }
    try {
      const method = await save.mutateAsync({ nonce, paymentType: 'CREDIT_CARD' });
      notify(PAYMENT_TEXTS.cardSaved(method.lastFour));
      reset(EMPTY_CARD_FORM);
      onSaved(method);
    } catch {
      notify({ text: PAYMENT_TEXTS.cardFailure, mode: 'error', timeout: 0 });
    }
  };
  const submit = handleSubmit((card) => confirmSave(() => store(card)));

  return (
    <Box component="form" noValidate aria-label="Credit card" onSubmit={submit}>
      <Grid container columnSpacing={2}>
        <Grid size={12}>
          <FormTextField required control={control} name="cardholderName" label="Cardholder Name" autoComplete="cc-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField
            required
            control={control}
            name="number"
            label="Card Number"
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="4111 1111 1111 1111"
            helperText={brand ? `Card type: ${CARD_BRAND_LABEL[brand]}` : 'Visa, Mastercard, Discover or American Express'}
            mask={(value) => formatCardNumber(value)}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <FormTextField
            required
            control={control}
            name="expirationDate"
            label="Expiration Date"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YY"
            mask={maskCardExpiryInput}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <FormTextField
            required
            control={control}
            name="cvv"
            label="CVV"
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            mask={(value) => digitsOnly(value, 4)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            required
            control={control}
            name="postalCode"
            label="Billing Zip Code"
            autoComplete="postal-code"
            inputMode="numeric"
            placeholder="12345"
            mask={(value) => digitsOnly(value, 5)}
          />
        </Grid>
      </Grid>
      <SandboxHelp kind="card" />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!isValid || isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save Card'}
      </Button>
    </Box>
  );
}
