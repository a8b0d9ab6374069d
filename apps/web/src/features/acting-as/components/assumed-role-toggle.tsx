import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useNavigate } from 'react-router';
import type { AssumedRole, CurrentUser } from '@app/shared/users/current-user';
import { homePath } from '../../../lib/role-home';
import { useSetAssumedRole } from '../api/set-assumed-role';

/** Client User / Vendor User: which side the admin acts as (default vendor); acts only on a change. */
export function AssumedRoleToggle({ user }: { user: CurrentUser }) {
  const setAssumedRole = useSetAssumedRole();
  const navigate = useNavigate();
  const current: AssumedRole = user.assumedRole ?? 'vendor-user';

  const change = async (next: AssumedRole | null) => {
    if (!next || next === current) return;
    try {
      const updated = await setAssumedRole.mutateAsync(next);
      await navigate(homePath(updated));
    } catch (error) {
      console.error('Unable to switch the assumed role', error);
    }
  };

  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      color="primary"
      value={current}
      onChange={(_event, next: AssumedRole | null) => void change(next)}
      aria-label="Act as"
      disabled={setAssumedRole.isPending}
    >
      <ToggleButton value="client-user">Client User</ToggleButton>
      <ToggleButton value="vendor-user">Vendor User</ToggleButton>
    </ToggleButtonGroup>
  );
}
