import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { LOGIN_ERROR_MESSAGE, LoginRequest } from '@app/shared/auth/login-request';
import { SSO_BUTTON_LABEL, SSO_FAILURE_MESSAGES } from '@app/shared/auth/single-sign-on';
import { API_BASE } from '../../../api/http';
import { useSingleSignOnDomain } from '../api/sso-discovery';
import { useLogin } from '../api/login';
import { LightTextField } from '../../../components/form/light-text-field';
import { VisibilityToggleAdornment } from '../../../components/visibility-toggle-adornment';

/**
 * Username and password. Calls back with the credentials when the password has expired so the page
 * can switch to the set-new-password form. The inputs are LightTextFields, not TextFields: this is the
 * first form most users load (issue 20, decision 224). An e-mail of a domain whose organisation signs in
 * with its own provider also offers that (issue 35); a single sign-on that came back refused (`?sso=`)
 * shows why.
 */
export function LoginForm({
  onAuthenticated,
  onExpired,
}: {
  onAuthenticated: () => Promise<void>;
  onExpired: (credentials: LoginRequest) => void;
}) {
  const login = useLogin();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(() => ssoFailureMessage(params.get('sso')));
  const [showPassword, setShowPassword] = useState(false);
  const { register, handleSubmit, formState, setFocus, control } = useForm<LoginRequest>({
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

  const typedUsername = useWatch({ control, name: 'username' });
  const singleSignOn = useSingleSignOnDomain(typedUsername);
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
      {singleSignOn && (
        <Button
          href={`${API_BASE}/auth/sso/start?email=${encodeURIComponent(typedUsername.trim())}`}
          variant="outlined"
          size="large"
          fullWidth
          sx={{ mt: 1.5 }}
        >
          {SSO_BUTTON_LABEL}
        </Button>
      )}
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/vendor/create-account" variant="body2">
          Create Account
        </Link>
      </Box>
    </Box>
  );
}

function ssoFailureMessage(reason: string | null): string | null {
  return reason !== null && Object.hasOwn(SSO_FAILURE_MESSAGES, reason)
    ? SSO_FAILURE_MESSAGES[reason as keyof typeof SSO_FAILURE_MESSAGES]
    : null;
}
