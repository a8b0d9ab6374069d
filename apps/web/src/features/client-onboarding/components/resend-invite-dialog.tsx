import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { INVITE_FAILED, ResendInviteRequest } from '@app/shared/onboarding/onboarding';
import { errorMessage, isApiError } from '../../../api/api-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useResendInvite } from '../api/onboarding-mutations';

type Values = { emailAddress: string };
const resolver = zodResolver(ResendInviteRequest) as unknown as Resolver<Values>;

/** Resend Invite Email (spec 002 §5): to the vendor's address or another; the address must be a valid e-mail. */
export function ResendInviteDialog({
  covgId,
  email,
  onClose,
  onSent,
}: {
  covgId: number;
  email: string;
  onClose: () => void;
  onSent: () => void;
}) {
  const resend = useResendInvite(covgId);
  const form = useForm<Values>({ resolver, defaultValues: { emailAddress: email } });
  const submit = form.handleSubmit((values) =>
    resend.mutate(values, {
      onSuccess: (sent) => {
        if (sent) onSent();
      },
      onError: (error) => applyFieldErrors(error, form.setError, ['emailAddress']),
    }),
  );
  const refused = resend.data === false || (resend.isError && !(isApiError(resend.error) && resend.error.fieldErrors));
  return (
    <Dialog open onClose={onClose} aria-labelledby="resend-invite-title" maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="resend-invite-title">Resend Invite Email</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The invite carries the vendor&apos;s signup code and a link to create an account.
          </DialogContentText>
          <FormTextField control={form.control} name="emailAddress" label="Email Address" type="email" required maxLength={200} />
          {refused && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {resend.isError ? errorMessage(resend.error, INVITE_FAILED) : INVITE_FAILED}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={resend.isPending}>
            Send Invite
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
