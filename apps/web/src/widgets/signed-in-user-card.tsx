import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { ADMIN_ROLE, effectiveRole } from '@app/shared/users/current-user';
import { useCurrentUser } from '../api/get-current-user';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * Who is signed in and on whose behalf: name, username, role and the acting client/vendor. The vendor is
 * shown by its legal or DBA name; one not named yet says so rather than showing its PTID.
 */
export function SignedInUserCard() {
  const user = useCurrentUser();
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
  const isAdmin = user.role === ADMIN_ROLE;
  return (
    <Card component="section" aria-labelledby="signed-in-user-heading" sx={{ maxWidth: 560 }}>
      <CardContent>
        <Typography id="signed-in-user-heading" variant="h2" component="h2" gutterBottom>
          Signed in as {name}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
          <Row label="Username" value={user.username} />
          <Row label="Role" value={user.role} />
          {isAdmin && <Row label="Acting as" value={effectiveRole(user)} />}
          {user.clientName && <Row label="Client" value={user.clientName} />}
          {user.vendorId !== null && <Row label="Vendor" value={user.vendorName ?? 'Business name not entered yet'} />}
        </Box>
      </CardContent>
    </Card>
  );
}
