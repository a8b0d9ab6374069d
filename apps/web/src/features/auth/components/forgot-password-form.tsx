import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ForgotPasswordRequest } from '@app/shared/auth/login';
import { errorMessage } from '../../../api/api-error';
import { useForgotPassword } from '../api/forgot-password';

const GENERIC_FAILURE = 'Unable to request a password reset. Please try again.';

/** Ask for a reset link by username; the server's answer is shown as information. */
export function ForgotPasswordForm() {
  const forgotPassword = useForgotPassword();
  const [answer, setAnswer] = useState<{ severity: 'info' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(ForgotPasswordRequest),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: '' },
  });

  const submit = handleSubmit(async (request) => {
    setAnswer(null);
    try {
      setAnswer({ severity: 'info', text: await forgotPassword.mutateAsync(request) });
    } catch (error) {
      setAnswer({ severity: 'error', text: errorMessage(error, GENERIC_FAILURE) });
    }
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Request a password reset">
      {answer && (
        <Alert severity={answer.severity} sx={{ mt: 1 }}>
          {answer.text}
        </Alert>
      )}
      <TextField
        label="Username"
        autoComplete="username"
        required
        {...register('username')}
        error={Boolean(formState.errors.username)}
        helperText={formState.errors.username?.message}
      />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={formState.isSubmitting}>
        Send Reset Link
      </Button>
    </Box>
  );
}
