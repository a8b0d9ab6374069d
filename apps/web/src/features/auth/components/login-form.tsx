import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { LOGIN_ERROR_MESSAGE, LoginRequest } from '@app/shared/auth/login-request';
import { useLogin } from '../api/login';
import { LightTextField } from '../../../components/form/light-text-field';
import { VisibilityToggleAdornment } from '../../../components/visibility-toggle-adornment';

/**
 * Username and password. Calls back with the credentials when the password has expired so the page
 * can switch to the set-new-password form. The inputs are LightTextFields, not TextFields: this is the
 * first form most users load (issue 20, decision 224).
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
  const [showPassword, setShowPassword] = useState(false);
  const { register, handleSubmit, formState, setFocus } = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequest),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: '', password: '' },
  });

  // The username takes the focus in the frame after the form appears, not while React puts it on the page:
  // focusing there forced the style and layout of the whole new page inside that task, a long task on a
  // slow phone (Total Blocking Time, issue 20).
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFocus('username'));
    return () => cancelAnimationFrame(frame);
  }, [setFocus]);

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
  const { ref: usernameRef, ...username } = register('username');
  const { ref: passwordRef, ...password } = register('password');
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Log in">
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      <LightTextField
        label="Username"
        autoComplete="username"
        required
        {...username}
        inputRef={usernameRef}
        error={errors.username?.message}
      />
      <LightTextField
        label="Password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        required
        {...password}
        inputRef={passwordRef}
        error={errors.password?.message}
        endAdornment={
          <VisibilityToggleAdornment
            visible={showPassword}
            onToggle={() => setShowPassword((shown) => !shown)}
            secretName="Password"
            pressed={false}
          />
        }
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
