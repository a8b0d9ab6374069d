import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { SIGNUP_ID_CONNECT_ERROR, SIGNUP_ID_LENGTH, SIGNUP_ID_MAINTENANCE_MESSAGE, SignupIdField } from '@app/shared/customers/signup-id';
import { isApiError } from '../../../api/api-error';
import { useCurrentUser } from '../../../api/get-current-user';
import { useFeatureFlags } from '../../../api/get-feature-flags';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useConnectSignupId } from '../api/connect-signup-id';
import { useSignupClientName } from '../api/get-signup-client-name';
import { vendorSignupPath } from '../utils/vendor-signup-path';

/** The client-name lookup waits until typing has stopped for 500 ms (spec 000 §9). */
const SIGNUP_LOOKUP_DEBOUNCE_MS = 500;

const ConnectForm = z.object({ signupId: SignupIdField });
type ConnectForm = z.input<typeof ConnectForm>;

/** 'This SignupID is registered with {client name}' (spec 000 §2). */
const registeredWithText = (clientName: string) => `This SignupID is registered with ${clientName}`;

/** The server's message of a failed connect (envelope), otherwise the generic text (spec 000 §8). */
function connectErrorText(error: unknown): string {
  return isApiError(error) && error.kind === 'http' && error.code !== undefined && error.message ? error.message : SIGNUP_ID_CONNECT_ERROR;
}

/**
 * The Connect SignupID form (spec 000 §2, §4): the signed-in username (read-only) and the SignupID. Once
 * 8 characters are typed the customer's name is looked up (debounced); Connect leads a valid code to the
 * signup wizard and shows a used code's message as an error. MAINTENANCE_MODE shows the maintenance
 * warning and disables Connect. `frame` lays the body and the buttons out (dialog or card).
 */
function ConnectSignupIdForm({
  titleId,
  onCancel,
  frame,
}: {
  titleId: string;
  onCancel: () => void;
  frame: (body: ReactNode, actions: ReactNode) => ReactNode;
}) {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const flags = useFeatureFlags();
  const maintenance = Boolean(flags.MAINTENANCE_MODE);
  const connect = useConnectSignupId();
  // The refusal is about the code that was sent: typing another code clears it (issue 33).
  const [refusal, setRefusal] = useState<{ code: string; message: string } | null>(null);
  const { register, handleSubmit, watch, formState } = useForm<ConnectForm>({
    resolver: zodResolver(ConnectForm),
    mode: 'onTouched',
    defaultValues: { signupId: '' },
  });
  const typed = watch('signupId').trim();
  const problem = refusal?.code === typed ? refusal.message : null;
  const debounced = useDebouncedValue(typed, SIGNUP_LOOKUP_DEBOUNCE_MS);
  const lookup = useSignupClientName(debounced.length === SIGNUP_ID_LENGTH && debounced === typed ? debounced : null);
  const fieldError = formState.errors.signupId?.message;
  const lookupText =
    typed.length !== SIGNUP_ID_LENGTH || debounced !== typed
      ? undefined
      : lookup.isSuccess
        ? registeredWithText(lookup.data)
        : lookup.isError && isApiError(lookup.error) && lookup.error.status === 404
          ? lookup.error.message
          : undefined;

  const submit = handleSubmit(async ({ signupId }) => {
    const code = signupId.trim();
    setRefusal(null);
    try {
      const answer = await connect.mutateAsync(code);
      if (answer.status === 'valid') void navigate(vendorSignupPath(code));
      else setRefusal({ code, message: answer.message });
    } catch (error) {
      setRefusal({ code, message: connectErrorText(error) });
    }
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      {frame(
        <>
          {maintenance && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {SIGNUP_ID_MAINTENANCE_MESSAGE}
            </Alert>
          )}
          {problem && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {problem}
            </Alert>
          )}
          <TextField label="Username" value={user?.username ?? ''} slotProps={{ input: { readOnly: true } }} />
          <TextField
            label="SignupID"
            required
            autoComplete="off"
            autoFocus
            disabled={maintenance}
            {...register('signupId')}
            error={Boolean(fieldError) || (lookup.isError && lookupText !== undefined)}
            helperText={fieldError ?? lookupText ?? `The ${SIGNUP_ID_LENGTH}-character code your customer sent you.`}
            slotProps={{ htmlInput: { maxLength: 20, spellCheck: false } }}
          />
        </>,
        <>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={maintenance || formState.isSubmitting}>
            Connect
          </Button>
        </>,
      )}
    </Box>
  );
}

/** Connect SignupID as a dialog (the dashboard's Connect New SignupID). */
export function ConnectSignupIdDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <ConnectSignupIdForm
        titleId={titleId}
        onCancel={onClose}
        frame={(body, actions) => (
          <>
            <DialogTitle id={titleId}>Connect SignupID</DialogTitle>
            <DialogContent>{body}</DialogContent>
            <DialogActions>{actions}</DialogActions>
          </>
        )}
      />
    </Dialog>
  );
}

/** Connect SignupID on its own page (/vendor/connect-signup-id): the same form in a card. */
export function ConnectSignupIdCard({ titleId, onCancel }: { titleId: string; onCancel: () => void }) {
  return (
    <Card sx={{ maxWidth: 560 }}>
      <ConnectSignupIdForm
        titleId={titleId}
        onCancel={onCancel}
        frame={(body, actions) => (
          <>
            <CardContent>{body}</CardContent>
            <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>{actions}</CardActions>
          </>
        )}
      />
    </Card>
  );
}
