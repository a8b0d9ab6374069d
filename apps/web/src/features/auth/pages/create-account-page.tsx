import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { CurrentUser } from '@app/shared/users/current-user';
import { useSetCurrentUser } from '../../../api/get-current-user';
import { useReloadFeatureFlags } from '../../../api/get-feature-flags';
import { AuthCard } from '../components/auth-card';
import { CreateAccountForm } from '../components/create-account-form';

/** Account creation (spec 001 §2): on success the new user is signed in and goes to connect a SignupID. */
export default function CreateAccountPage() {
  const setCurrentUser = useSetCurrentUser();
  const reloadFeatureFlags = useReloadFeatureFlags();
  const navigate = useNavigate();
  const onCreated = async (user: CurrentUser) => {
    setCurrentUser(user);
    await reloadFeatureFlags();
    await navigate('/vendor/connect-signup-id', { replace: true });
  };
  return (
    <AuthCard title="Create Account" subtitle="Create your VendorProof vendor account." wide>
      <CreateAccountForm onCreated={onCreated} />
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/vendor/login" variant="body2">
          Already have an account? Log In
        </Link>
      </Box>
    </AuthCard>
  );
}
