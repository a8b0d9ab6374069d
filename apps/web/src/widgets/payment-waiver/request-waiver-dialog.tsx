import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import {
  WAIVER_DETAILS_REQUIRED,
  WAIVER_REASON_LABEL,
  WAIVER_REASON_REQUIRED,
  WaiverReason,
  type PaymentWaiver,
  type WaivableSubscriptionType,
} from '@app/shared/payments/waivers';
import { errorMessage } from '../../api/api-error';
import { FormTextField } from '../../components/form/form-text-field';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import { useRequestWaiver } from './waiver-api';

/** A payment the vendor may ask a client to waive. */
export interface WaiverChoice {
  clientId: number;
  clientName: string;
  subscriptionType: WaivableSubscriptionType;
  label: string;
}

const choiceKey = (choice: WaiverChoice) => `${choice.clientId}:${choice.subscriptionType}`;

const FormSchema = z
  .object({
    choice: z.string().min(1, 'Please select the payment'),
    reason: z.union([WaiverReason, z.literal('')]).refine((reason) => reason !== '', { message: WAIVER_REASON_REQUIRED }),
    reasonDetails: z.string().trim().max(1000),
  })
  .refine((form) => form.reason !== 'OTHER' || form.reasonDetails.length > 0, {
    message: WAIVER_DETAILS_REQUIRED,
    path: ['reasonDetails'],
  });
type FormValues = z.input<typeof FormSchema>;
const resolver = zodResolver(FormSchema) as unknown as Resolver<FormValues>;

const REASON_OPTIONS = WaiverReason.options.map((value) => ({ value, label: WAIVER_REASON_LABEL[value] }));

/**
 * "Request payment waiver" (PRODUCT-NOTES §4): the vendor picks the payment (when there are several),
 * a reason or Other with its own words, and sends it to the client, who approves or rejects it. Until
 * the client decides the vendor does not need to pay.
 */
export function RequestWaiverDialog({
  choices,
  onClose,
  onRequested,
}: {
  choices: WaiverChoice[];
  onClose: () => void;
  onRequested: (waiver: PaymentWaiver) => void;
}) {
  const request = useRequestWaiver();
  const form = useForm<FormValues>({
    resolver,
    defaultValues: { choice: choices.length === 1 ? choiceKey(choices[0]!) : '', reason: '', reasonDetails: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const choiceValue = useWatch({ control: form.control, name: 'choice' });
  const chosen = choices.find((choice) => choiceKey(choice) === choiceValue);

  const submit = form.handleSubmit(async (values) => {
    const target = choices.find((choice) => choiceKey(choice) === values.choice)!;
    try {
      const waiver = await request.mutateAsync({
        clientId: target.clientId,
        subscriptionType: target.subscriptionType,
        reason: values.reason as WaiverReason,
        reasonDetails: values.reason === 'OTHER' ? values.reasonDetails : null,
      });
      onRequested(waiver);
    } catch (error) {
      applyFieldErrors(error, form.setError, ['reason', 'reasonDetails']);
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="request-waiver-title" maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="request-waiver-title">Request payment waiver</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {chosen
              ? `Ask ${chosen.clientName} to waive your payment for ${chosen.label}.`
              : 'Ask your client to waive a payment it requires.'}{' '}
            You can continue without paying while the client reviews your request; you will be e-mailed its decision. If the waiver is not
            approved, you will need to pay.
          </DialogContentText>
          <Stack spacing={2}>
            {choices.length > 1 && (
              <FormTextField
                control={form.control}
                name="choice"
                label="Payment"
                required
                options={choices.map((choice) => ({ value: choiceKey(choice), label: choice.label }))}
              />
            )}
            <FormTextField control={form.control} name="reason" label="Reason" required options={REASON_OPTIONS} />
            {reason === 'OTHER' && (
              <FormTextField
                control={form.control}
                name="reasonDetails"
                label="Tell us why"
                required
                multiline
                minRows={3}
                maxLength={1000}
              />
            )}
          </Stack>
          {request.isError && !Object.keys(form.formState.errors).length && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(request.error, 'The request could not be sent. Please try again.')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={request.isPending}>
            Send request
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
