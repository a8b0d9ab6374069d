import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PasswordResetForm } from '@app/shared/auth/login';
import { LOGIN_ERROR_MESSAGE, PASSWORD_EXPIRED_MESSAGE, type LoginRequest } from '@app/shared/auth/login-request';
import { useResetExpiredPassword } from '../api/reset-expired-password';
import { NewPasswordFields } from '../../../components/form/new-password-fields';

/** Set a new password after the login answered 'expired'; the old password is the one just typed. */
export function ExpiredPasswordForm({
  credentials,
  onAuthenticated,
  onCancel,
}: {
  credentials: LoginRequest;
  onAuthenticated: () => Promise<void>;
  onCancel: () => void;
}) {
  const reset = useResetExpiredPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<PasswordResetForm>({
    resolver: zodResolver(PasswordResetForm),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: {
      username: credentials.username,
      oldPassword: credentials.password,
      newPassword: '',
      confirmPassword: '',
    },
  });

  const submit = handleSubmit(async ({ username, oldPassword, newPassword }) => {
    setFailure(null);
    try {
      const answer = await reset.mutateAsync({ username, oldPassword, newPassword });
      if (answer.status === 'authenticated') await onAuthenticated();
      else setFailure(answer.messages[0] ?? LOGIN_ERROR_MESSAGE);
    } catch {
      setFailure(LOGIN_ERROR_MESSAGE);
    }
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Set a new password">
      <Alert severity="warning" sx={{ mt: 1 }}>
        {PASSWORD_EXPIRED_MESSAGE}
      </Alert>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      <NewPasswordFields control={control} passwordName="newPassword" confirmName="confirmPassword" showRules />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={formState.isSubmitting}>
        Set New Password
      </Button>
      <Button fullWidth sx={{ mt: 1 }} onClick={onCancel}>
        Back to Log In
      </Button>
    </Box>
  );
}
