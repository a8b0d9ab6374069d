import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { TokenPasswordForm } from '../components/token-password-form';
import { useFinishLogin } from '../components/use-finish-login';

/**
 * /reset-password: without a token, request a reset link by username; with ?token=… (the link from the
 * e-mail), choose a new password.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const finishLogin = useFinishLogin();
  return (
    <AuthCard
      title="Reset Password"
      subtitle={
        token ? 'Choose a new password for your account.' : 'Enter your username and we will e-mail you a link to reset your password.'
      }
    >
      {token ? <TokenPasswordForm token={token} onAuthenticated={finishLogin} /> : <ForgotPasswordForm />}
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/vendor/login" variant="body2">
          Back to Log In
        </Link>
      </Box>
    </AuthCard>
  );
}
