import { Link as RouterLink, Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCurrentUser } from '../../../api/get-current-user';
import { useLogout } from '../../../api/logout';
import { homePath } from '../../../lib/role-home';
import { AuthCard } from '../components/auth-card';

/**
 * /logout, where the spec's logout address (GET /csarf/logoutPage) leads. A GET must not end a session
 * (any site could make the browser open it), so logging out takes this button, which POSTs the logout.
 */
export default function LogoutPage({ title = 'Log Out' }: { title?: string }) {
  const user = useCurrentUser();
  const logout = useLogout();
  if (!user) return <Navigate to={homePath(null)} replace />;
  return (
    <AuthCard title={title} subtitle="Do you want to log out of VendorProof?">
      {logout.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          Log out failed. Please try again.
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button variant="contained" size="large" onClick={() => logout.mutate()} disabled={logout.isPending}>
          Log Out
        </Button>
        <Button component={RouterLink} to={homePath(user)} size="large">
          Cancel
        </Button>
      </Box>
    </AuthCard>
  );
}
