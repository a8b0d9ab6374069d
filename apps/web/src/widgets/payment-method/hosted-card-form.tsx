import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { HostedFields, HostedFieldsEvent } from 'braintree-web/hosted-fields';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import { PAYMENT_TEXTS } from '@app/shared/payments/payments';
import { messages } from '@app/shared/validation/messages';
import { useNotify } from '../../components/notifications/notification-context';
import type { BraintreeFormProps, HostedCardFieldName } from './braintree-sdk';
import { useSavePaymentMethod } from './api/save-payment-method';
import { ACCEPTED_CARDS_MESSAGE } from './card-brand';
import { CARD_NUMBER_INVALID, CVV_INVALID } from './card-form-schema';
import { PAYMENT_FORM_UNAVAILABLE } from './payment-method-text';
import { hostedCardErrors, hostedCardTypeText, type HostedFieldStates } from './hosted-card-state';

/** The hosted fields, in the order and with the labels of the sandbox card form (spec 001 §5 Card form). */
const HOSTED_FIELDS: readonly { name: HostedCardFieldName; label: string; placeholder?: string }[] = [
  { name: 'number', label: 'Card Number' },
  { name: 'expirationDate', label: 'Expiration Date', placeholder: 'MM/YY' },
  { name: 'cvv', label: 'CVV', placeholder: '123' },
  { name: 'postalCode', label: 'Billing Zip Code', placeholder: '12345' },
];

const FIELD_ERRORS: Record<HostedCardFieldName, string> = {
  number: CARD_NUMBER_INVALID,
  expirationDate: 'Expiration date is invalid',
  cvv: CVV_INVALID,
  postalCode: messages.nDigits('Billing zip', 5),
};

const GRID_SIZE: Record<HostedCardFieldName, { xs: number; sm: number }> = {
  number: { xs: 12, sm: 8 },
  expirationDate: { xs: 6, sm: 4 },
  cvv: { xs: 6, sm: 4 },
  postalCode: { xs: 12, sm: 4 },
};

const CARDHOLDER_REQUIRED = messages.notBlank('Cardholder Name');

/** One hosted field in the outlined look of the other inputs: a label, Braintree's iframe in a box, the rule message. */
function HostedFieldBox({
  label,
  error,
  helperText,
  focused,
  containerRef,
  onLabelClick,
}: {
  label: string;
  error: string | null;
  helperText?: string;
  focused: boolean;
  containerRef: RefObject<HTMLDivElement | null>;
  onLabelClick: () => void;
}) {
  const id = useId();
  return (
    <FormControl fullWidth margin="normal" required error={Boolean(error)} focused={focused}>
      <FormLabel id={`${id}-label`} onClick={onLabelClick} sx={{ mb: 0.5, fontSize: '0.875rem' }}>
        {label}
      </FormLabel>
      <Box
        ref={containerRef}
        data-hosted-field={label}
        sx={(theme) => ({
          height: 56,
          px: '14px',
          borderRadius: `${theme.shape.borderRadius}px`,
          border: '1px solid',
          borderColor: error ? theme.palette.error.main : focused ? theme.palette.primary.main : 'rgba(0, 0, 0, 0.23)',
          boxShadow: focused ? `inset 0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}` : 'none',
          '& iframe': { height: '100% !important' },
        })}
      />
      {(error ?? helperText) && <FormHelperText id={`${id}-helper`}>{error ?? helperText}</FormHelperText>}
    </FormControl>
  );
}

/**
 * The credit card form in Braintree mode (spec 001 §3, §5): the number, expiry, CVV and billing zip are
 * Braintree's hosted fields (iframes served by Braintree), so the card data never reaches our server;
 * the browser tokenizes them and only the nonce is saved as the method on file. While the fields load
 * a progress bar shows; if they cannot load, the form is replaced by the unavailable message.
 */
export function HostedCardForm({ clientToken, onSaved, confirmSave }: BraintreeFormProps) {
  const theme = useTheme();
  const { notify } = useNotify();
  const save = useSavePaymentMethod();
  const numberRef = useRef<HTMLDivElement>(null);
  const expirationDateRef = useRef<HTMLDivElement>(null);
  const cvvRef = useRef<HTMLDivElement>(null);
  const postalCodeRef = useRef<HTMLDivElement>(null);
  const refs: Record<HostedCardFieldName, RefObject<HTMLDivElement | null>> = {
    number: numberRef,
    expirationDate: expirationDateRef,
    cvv: cvvRef,
    postalCode: postalCodeRef,
  };
  const hostedRef = useRef<HostedFields | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [event, setEvent] = useState<HostedFieldsEvent | null>(null);
  const [touched, setTouched] = useState<Partial<Record<HostedCardFieldName, boolean>>>({});
  const [cardholderName, setCardholderName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const fontFamily = String(theme.typography.fontFamily);
  const textColor = theme.palette.text.primary;

  useEffect(() => {
    let stopped = false;
    let instance: HostedFields | null = null;
    setStatus('loading');
    void (async () => {
      try {
        const { createHostedCardFields } = await import('./braintree-sdk');
        const spec = (name: HostedCardFieldName, ref: RefObject<HTMLDivElement | null>) => {
          const field = HOSTED_FIELDS.find((candidate) => candidate.name === name)!;
          if (!ref.current) throw new Error(`The ${field.label} container is not rendered`);
          return { container: ref.current, label: field.label, placeholder: field.placeholder };
        };
        const fields = {
          number: spec('number', numberRef),
          expirationDate: spec('expirationDate', expirationDateRef),
          cvv: spec('cvv', cvvRef),
          postalCode: spec('postalCode', postalCodeRef),
        };
        const created = await createHostedCardFields(clientToken, fields, { fontFamily, fontSize: '16px', color: textColor });
        if (stopped) {
          await created.teardown();
          return;
        }
        instance = created;
        hostedRef.current = created;
        const update = (next: HostedFieldsEvent) => setEvent(next);
        for (const name of ['validityChange', 'cardTypeChange', 'empty', 'notEmpty', 'focus'] as const) created.on(name, update);
        created.on('blur', (next) => {
          setEvent(next);
          setTouched((previous) => ({ ...previous, [next.emittedBy]: true }));
        });
        setEvent({ ...created.getState(), emittedBy: 'number' });
        setStatus('ready');
      } catch {
        if (!stopped) setStatus('failed');
      }
    })();
    return () => {
      stopped = true;
      hostedRef.current = null;
      void instance?.teardown().catch(() => undefined);
    };
  }, [clientToken, fontFamily, textColor]);

  const states: HostedFieldStates | null = event ? event.fields : null;
  const errors = hostedCardErrors(states, event?.cards ?? [], touched, FIELD_ERRORS, ACCEPTED_CARDS_MESSAGE);
  const nameError = nameTouched && !cardholderName.trim() ? CARDHOLDER_REQUIRED : null;
  const complete =
    status === 'ready' &&
    Boolean(cardholderName.trim()) &&
    HOSTED_FIELDS.every((field) => states?.[field.name].isValid === true) &&
    !errors.number;

  const store = async () => {
    const hosted = hostedRef.current;
    if (!hosted) return;
    let nonce: string;
    try {
      nonce = (await hosted.tokenize({ cardholderName: cardholderName.trim() })).nonce;
    } catch {
      notify({ text: PAYMENT_TEXTS.cardFailure, mode: 'error' });
      return;
    }
    try {
      const method = await save.mutateAsync({ nonce, paymentType: 'CREDIT_CARD' });
      notify(PAYMENT_TEXTS.cardSaved(method.lastFour));
      await Promise.all(HOSTED_FIELDS.map((field) => hosted.clear(field.name)));
      setCardholderName('');
      setNameTouched(false);
      setTouched({});
      onSaved(method);
    } catch {
      notify({ text: PAYMENT_TEXTS.cardFailure, mode: 'error', timeout: 0 });
    }
  };

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!complete || submitting) return;
    setSubmitting(true);
    try {
      await confirmSave(store);
    } finally {
      setSubmitting(false);
    }
  };

  if (status === 'failed') return <Alert severity="error">{PAYMENT_FORM_UNAVAILABLE}</Alert>;

  return (
    <Box component="form" noValidate aria-label="Credit card" aria-busy={status === 'loading'} onSubmit={(e) => void submit(e)}>
      {status === 'loading' && <LinearProgress aria-label="Loading payment form" />}
      <Grid container columnSpacing={2}>
        <Grid size={12}>
          <TextField
            required
            label="Cardholder Name"
            autoComplete="cc-name"
            value={cardholderName}
            onChange={(change) => setCardholderName(change.target.value)}
            onBlur={() => setNameTouched(true)}
            error={Boolean(nameError)}
            helperText={nameError}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Grid>
        {HOSTED_FIELDS.map((field) => (
          <Grid key={field.name} size={GRID_SIZE[field.name]}>
            <HostedFieldBox
              label={field.label}
              containerRef={refs[field.name]}
              error={errors[field.name]}
              helperText={field.name === 'number' ? hostedCardTypeText(event?.cards ?? []) : undefined}
              focused={states?.[field.name].isFocused === true}
              onLabelClick={() => void hostedRef.current?.focus(field.name)}
            />
          </Grid>
        ))}
      </Grid>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!complete || submitting}>
        {submitting ? 'Saving…' : 'Save Card'}
      </Button>
    </Box>
  );
}
