import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { z } from 'zod';
import { PasswordResetByTokenForm, RESET_LINK_INVALID_MESSAGE } from '@app/shared/auth/login';
import { LOGIN_ERROR_MESSAGE } from '@app/shared/auth/login-request';
import { errorMessage } from '../../../api/api-error';
import { useResetPasswordByToken } from '../api/reset-password-by-token';
import { NewPasswordFields } from '../../../components/form/new-password-fields';

type TokenForm = z.input<typeof PasswordResetByTokenForm>;

/** Set a new password with the token from the reset e-mail; success signs the user in. */
export function TokenPasswordForm({ token, onAuthenticated }: { token: string; onAuthenticated: () => Promise<void> }) {
  const reset = useResetPasswordByToken();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<TokenForm>({
    resolver: zodResolver(PasswordResetByTokenForm),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      const answer = await reset.mutateAsync({ token, newPassword });
      if (answer.status === 'authenticated') await onAuthenticated();
      else setFailure(answer.messages[0] ?? LOGIN_ERROR_MESSAGE);
    } catch (error) {
      setFailure(errorMessage(error, LOGIN_ERROR_MESSAGE));
    }
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Set a new password">
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      {formState.errors.token && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {RESET_LINK_INVALID_MESSAGE}
        </Alert>
      )}
      <NewPasswordFields control={control} passwordName="newPassword" confirmName="confirmPassword" showRules />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={formState.isSubmitting}>
        Set New Password
      </Button>
    </Box>
  );
}
