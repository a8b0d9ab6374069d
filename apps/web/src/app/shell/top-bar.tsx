import { Suspense, lazy } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { ADMIN_ROLE } from '@app/shared/users/current-user';
import { useCurrentUser } from '../../api/get-current-user';
import { useFeatureFlags } from '../../api/get-feature-flags';
import { AccountMenu } from '../../features/account-menu/components/account-menu';
import { menuItemsFor } from '../menu';
import { Logo } from './logo';
import { NavItems } from './nav-items';
import { PhoneNavMenu } from './phone-nav-menu';

/** The admins' acting-as controls (pickers with autocomplete) load only for admins (issue 20). */
const ActingAsBar = lazy(() =>
  import('../../features/acting-as/components/acting-as-bar').then((module) => ({ default: module.ActingAsBar })),
);

/**
 * The top bar: logo, the role's menu items, My Account and, for admins, the acting-as controls.
 * `logoOnly` shows just the logo (login and public pages).
 */
export function TopBar({ logoOnly = false }: { logoOnly?: boolean }) {
  const user = useCurrentUser();
  const flags = useFeatureFlags();
  const showMenus = !logoOnly && user !== null;
  return (
    <Box component="header">
      <AppBar component="div" position="static" color="primary">
        <Toolbar sx={{ gap: 1, flexWrap: { xs: 'nowrap', md: 'wrap' }, minHeight: 64 }}>
          <Logo />
          {showMenus && (
            <>
              {/* Wide screens show the items in the bar; phones get them behind the menu button (issue 20). */}
              <Box component="nav" aria-label="Main" sx={{ flexGrow: 1, display: { xs: 'none', md: 'block' } }}>
                <NavItems items={menuItemsFor(user, flags)} />
              </Box>
              <Box sx={{ flexGrow: 1, display: { xs: 'block', md: 'none' } }} />
              <AccountMenu user={user} />
              <PhoneNavMenu items={menuItemsFor(user, flags)} />
            </>
          )}
        </Toolbar>
      </AppBar>
      {showMenus && user.role === ADMIN_ROLE && (
        <Suspense fallback={null}>
          <ActingAsBar user={user} />
        </Suspense>
      )}
    </Box>
  );
}
