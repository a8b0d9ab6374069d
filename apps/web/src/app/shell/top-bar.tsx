import { Suspense, lazy } from 'react';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { ADMIN_ROLE } from '@app/shared/users/current-user';
import { useCurrentUser } from '../../api/get-current-user';
import { Logo } from './logo';

/** The menus load with the first signed-in page, not with the login page (issue 20). */
const SignedInMenus = lazyWithPreload(() => import('./signed-in-menus').then((module) => ({ default: module.SignedInMenus })));

/** Fetches the menus' code ahead of the first signed-in render (start-up, decision 226). */
export const preloadSignedInMenus = () => SignedInMenus.preload();

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
  const showMenus = !logoOnly && user !== null;
  return (
    <Box component="header">
      <AppBar component="div" position="static" color="primary">
        <Toolbar sx={{ gap: 1, flexWrap: { xs: 'nowrap', md: 'wrap' }, minHeight: 64 }}>
          <Logo />
          {showMenus && (
            <Suspense fallback={null}>
              <SignedInMenus user={user} />
            </Suspense>
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
