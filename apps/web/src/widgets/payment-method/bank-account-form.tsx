import { useId } from 'react';
import { Controller, useForm, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { PAYMENT_TEXTS } from '@app/shared/payments/payments';
import { US_STATES } from '@app/shared/platform/us-states';
import { errorMessage } from '../../api/api-error';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import { FormTextField } from '../../components/form/form-text-field';
import { useNotify } from '../../components/notifications/notification-context';
import type { PaymentMethod } from '../../api/get-payment-method';
import type { ConfirmSave } from './confirm-save';
import { useSavePaymentMethod } from './api/save-payment-method';
import { useTokenizeSandboxBankAccount } from './api/tokenize-sandbox-bank-account';
import {
  BANK_ACCOUNT_FORM_FIELDS,
  BankAccountFormSchema,
  EMPTY_BANK_ACCOUNT_FORM,
  type BankAccountFormOutput,
  type BankAccountFormValues,
} from './bank-account-form-schema';
import { SandboxHelp } from './sandbox-help';

type FormControlType = Control<BankAccountFormValues, unknown, BankAccountFormOutput>;
/** Routing, account and zip numbers keep only digits (and the dash of a ZIP+4). */
const digitsAndDashes = (value: string) => value.replace(/[^\d-]/g, '');

/** The debit authorization the checkbox confirms (spec 001 §5 Bank form); in Braintree mode it is the ACH mandate text sent with the details. */
const BANK_AUTHORIZATION_TEXT =
  'I authorize VendorProof to verify this bank account and to debit it for my subscription payments. This authorization stays in effect until I replace or remove this payment method.';

function Choice({
  control,
  name,
  label,
  options,
}: {
  control: FormControlType;
  name: 'accountType' | 'ownershipType';
  label: string;
  options: { value: string; label: string }[];
}) {
  const labelId = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControl sx={{ mt: 2 }}>
          <FormLabel id={labelId}>{label}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            {options.map((option) => (
              <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}

/** The shared schema takes `authorized: true` only; the form starts with the box unticked. */
const resolver = zodResolver(BankAccountFormSchema) as unknown as Resolver<BankAccountFormValues, unknown, BankAccountFormOutput>;

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.state }));

/** Only the owner's names that match the ownership type go to the tokenizer. */
function tokenizerRequest(account: BankAccountFormOutput) {
  const { firstName, lastName, businessName, ...rest } = account;
  return { ...rest, ...(account.ownershipType === 'business' ? { businessName } : { firstName, lastName }) };
}

/** Braintree mode's tokenizer: the details and the mandate text the person agreed to, turned into a nonce in the browser. */
export type BankAccountTokenizer = (account: BankAccountFormOutput, mandateText: string) => Promise<string>;

/**
 * The bank account (ACH) form (spec 001 §3, §5): routing and account number, account and ownership
 * type, the owner's name or the business name, billing address and the debit authorization. In
 * sandbox mode the sandbox tokenizer verifies the account; in Braintree mode `tokenize` (braintree-web's
 * US bank account component) does, with the authorization as the mandate text. The nonce is saved as
 * the method on file.
 */
export function BankAccountForm({
  onSaved,
  confirmSave,
  tokenize,
}: {
  onSaved: (method: PaymentMethod) => void;
  confirmSave: ConfirmSave;
  tokenize?: BankAccountTokenizer;
}) {
  const { notify } = useNotify();
  const sandboxTokenizer = useTokenizeSandboxBankAccount();
  const save = useSavePaymentMethod();
  const { control, handleSubmit, formState, setError, watch, reset } = useForm<BankAccountFormValues, unknown, BankAccountFormOutput>({
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_BANK_ACCOUNT_FORM,
  });
  const business = watch('ownershipType') === 'business';
  const { isValid, isSubmitting } = formState;

  const store = async (account: BankAccountFormOutput) => {
    let nonce: string;
    try {
      nonce = tokenize
        ? await tokenize(account, BANK_AUTHORIZATION_TEXT)
        : (await sandboxTokenizer.mutateAsync(tokenizerRequest(account))).nonce;
    } catch (error) {
      if (applyFieldErrors(error, setError, BANK_ACCOUNT_FORM_FIELDS).length === 0) {
        notify({ text: errorMessage(error, PAYMENT_TEXTS.bankFailure), mode: 'error' });
      }
      return;
    }
    try {
      const method = await save.mutateAsync({ nonce, paymentType: 'ACH' });
      notify(PAYMENT_TEXTS.bankSaved(method.lastFour));
      reset(EMPTY_BANK_ACCOUNT_FORM);
      onSaved(method);
    } catch {
      notify({ text: PAYMENT_TEXTS.bankFailure, mode: 'error', timeout: 0 });
    }
  };
  const submit = handleSubmit((account) => confirmSave(() => store(account)));

  return (
    <Box component="form" noValidate aria-label="Bank account" onSubmit={submit}>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            required
            control={control}
            name="routingNumber"
            label="Routing Number"
            inputMode="numeric"
            mask={digitsAndDashes}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            required
            control={control}
            name="accountNumber"
            label="Account Number"
            inputMode="numeric"
            mask={digitsAndDashes}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Choice
            control={control}
            name="accountType"
            label="Account Type"
            options={[
              { value: 'checking', label: 'Checking' },
              { value: 'saving', label: 'Savings' },
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Choice
            control={control}
            name="ownershipType"
            label="Ownership Type"
            options={[
              { value: 'personal', label: 'Personal' },
              { value: 'business', label: 'Business' },
            ]}
          />
        </Grid>
        {business ? (
          <Grid size={12}>
            <FormTextField required control={control} name="businessName" label="Business Name" autoComplete="organization" />
          </Grid>
        ) : (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField required control={control} name="firstName" label="First Name" autoComplete="given-name" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField required control={control} name="lastName" label="Last Name" autoComplete="family-name" />
            </Grid>
          </>
        )}
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField
            required
            control={control}
            name="billingAddress.streetAddress"
            label="Street Address"
            autoComplete="address-line1"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="billingAddress.extendedAddress" label="Apt, Suite or Unit" autoComplete="address-line2" />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormTextField required control={control} name="billingAddress.locality" label="City" autoComplete="address-level2" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            required
            control={control}
            name="billingAddress.region"
            label="State"
            autoComplete="address-level1"
            options={STATE_OPTIONS}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <FormTextField
            required
            control={control}
            name="billingAddress.postalCode"
            label="Zip Code"
            autoComplete="postal-code"
            inputMode="numeric"
            mask={digitsAndDashes}
          />
        </Grid>
      </Grid>
      <Controller
        name="authorized"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} sx={{ mt: 2 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  name={field.name}
                  required
                />
              }
              label={BANK_AUTHORIZATION_TEXT}
            />
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      {!tokenize && <SandboxHelp kind="bank" />}
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!isValid || isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save Bank Account'}
      </Button>
    </Box>
  );
}
