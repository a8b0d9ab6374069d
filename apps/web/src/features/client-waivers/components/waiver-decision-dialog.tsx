import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { WAIVER_REJECT_REASON_REQUIRED, type PaymentWaiver } from '@app/shared/payments/waivers';
import { errorMessage } from '../../../api/api-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useDecideWaiver } from '../api/client-waivers';

/** Named as the server names them, so its field errors land on the field. */
type Values = { note: string; reason: string };
const approveResolver = zodResolver(z.object({ note: z.string().trim().max(1000), reason: z.string() })) as unknown as Resolver<Values>;
const rejectResolver = zodResolver(
  z.object({ note: z.string(), reason: z.string().trim().min(1, WAIVER_REJECT_REASON_REQUIRED).max(1000) }),
) as unknown as Resolver<Values>;

/**
 * Approve (with an optional note to the vendor) or reject (with the reason the vendor is told) one
 * pending waiver request. The vendor is notified on its dashboard and by e-mail either way.
 */
export function WaiverDecisionDialog({
  waiver,
  approve,
  onClose,
  onDone,
}: {
  waiver: PaymentWaiver;
  approve: boolean;
  onClose: () => void;
  onDone: (waiver: PaymentWaiver) => void;
}) {
  const decide = useDecideWaiver();
  const form = useForm<Values>({ resolver: approve ? approveResolver : rejectResolver, defaultValues: { note: '', reason: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      const decided = await decide.mutateAsync(
        approve
          ? { waiverId: waiver.id, approve: true, note: values.note || null }
          : { waiverId: waiver.id, approve: false, reason: values.reason },
      );
      onDone(decided);
    } catch (error) {
      applyFieldErrors(error, form.setError, ['note', 'reason']);
    }
  });
  const title = approve ? 'Approve payment waiver' : 'Reject payment waiver';
  return (
    <Dialog open onClose={onClose} aria-labelledby="waiver-decision-title" maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="waiver-decision-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {approve
              ? `${waiver.vendorName} will not need to pay for ${waiver.label}, and this requirement counts as met for its compliance.`
              : `${waiver.vendorName} will need to pay for ${waiver.label}. Until it does, its compliance status is Not Compliant - Waiver Rejected.`}{' '}
            The vendor is notified by e-mail and on its dashboard.
          </DialogContentText>
          <FormTextField
            control={form.control}
            name={approve ? 'note' : 'reason'}
            label={approve ? 'Note to the vendor (optional)' : 'Reason'}
            required={!approve}
            multiline
            minRows={3}
            maxLength={1000}
          />
          {decide.isError && !Object.keys(form.formState.errors).length && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(decide.error, 'The decision could not be saved. Please try again.')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color={approve ? 'primary' : 'error'} loading={decide.isPending}>
            {approve ? 'Approve' : 'Reject'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
