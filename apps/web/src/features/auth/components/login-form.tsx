import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { LOGIN_ERROR_MESSAGE, LoginRequest } from '@app/shared/auth/login';
import { useLogin } from '../api/login';
import { PasswordField } from '../../../components/form/password-field';

/**
 * Username and password. Calls back with the credentials when the password has expired so the page
 * can switch to the set-new-password form.
 */
export function LoginForm({
  onAuthenticated,
  onExpired,
}: {
  onAuthenticated: () => Promise<void>;
  onExpired: (credentials: LoginRequest) => void;
}) {
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequest),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      const answer = await login.mutateAsync(credentials);
      if (answer.status === 'authenticated') await onAuthenticated();
      else if (answer.status === 'expired') onExpired(credentials);
      else setFailure(answer.messages[0] ?? LOGIN_ERROR_MESSAGE);
    } catch {
      setFailure(LOGIN_ERROR_MESSAGE);
    }
  });

  const { errors, isSubmitting } = formState;
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Log in">
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      <TextField
        label="Username"
        autoComplete="username"
        autoFocus
        required
        {...register('username')}
        error={Boolean(errors.username)}
        helperText={errors.username?.message}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        {...register('password')}
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
        <Link component={RouterLink} to="/reset-password" variant="body2">
          Forgot Password?
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={isSubmitting}>
        Log In
      </Button>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/vendor/create-account" variant="body2">
          Create Account
        </Link>
      </Box>
    </Box>
  );
}
