import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CurrentUser } from '@app/shared/users/current-user';
import { AssumedRoleToggle } from './assumed-role-toggle';
import { ClientPicker } from './client-picker';
import { VendorPicker } from './vendor-picker';

/** Admin controls under the top bar: the assumed-role toggle and the Selected Client / Vendor pickers. */
export function ActingAsBar({ user }: { user: CurrentUser }) {
  return (
    <Box
      role="region"
      aria-label="Acting as"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        px: { xs: 2, md: 3 },
        py: 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        Acting as
      </Typography>
      <AssumedRoleToggle user={user} />
      <ClientPicker />
      <VendorPicker />
    </Box>
  );
}
