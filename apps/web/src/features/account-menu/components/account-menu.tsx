import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircle from '@mui/icons-material/AccountCircle';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Logout from '@mui/icons-material/Logout';
import Settings from '@mui/icons-material/Settings';
import { CLIENT_ROLE, effectiveRole, type CurrentUser } from '@app/shared/users/current-user';
import { useLogout } from '../../../api/logout';
import { useNotify } from '../../../components/notifications/notification-context';

const LOGOUT_FAILED = 'Log out failed. Please try again.';

/** My Account menu: Account (hidden for client users) and Log Out (ends the session, then the login page). */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const close = () => setAnchor(null);
  const showAccount = effectiveRole(user) !== CLIENT_ROLE;
  const logout = useLogout();
  const { notify } = useNotify();
  const logOut = () =>
    logout.mutate(undefined, {
      onError: () => {
        close();
        notify({ text: LOGOUT_FAILED, mode: 'error' });
      },
    });
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        startIcon={<AccountCircle />}
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        // One line at 390 px beside the logo and the menu button (issue 20): the arrow goes on phones.
        sx={{ whiteSpace: 'nowrap', '& .MuiButton-endIcon': { display: { xs: 'none', sm: 'inherit' } } }}
      >
        My Account
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {showAccount && (
          <MenuItem component={RouterLink} to="/account" onClick={close}>
            <ListItemIcon>
              <Settings fontSize="small" />
            </ListItemIcon>
            Account
          </MenuItem>
        )}
        <MenuItem onClick={logOut} disabled={logout.isPending}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Log Out
        </MenuItem>
      </Menu>
    </>
  );
}
