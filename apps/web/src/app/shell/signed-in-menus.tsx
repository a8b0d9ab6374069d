import Box from '@mui/material/Box';
import type { CurrentUser } from '@app/shared/users/current-user';
import { useFeatureFlags } from '../../api/get-feature-flags';
import { AccountMenu } from '../../features/account-menu/components/account-menu';
import { menuItemsFor } from '../menu';
import { NavItems } from './nav-items';
import { PhoneNavMenu } from './phone-nav-menu';

/**
 * The top bar's part for a signed-in user: the role's menu items (in the bar on wide screens, behind the
 * menu button on phones) and My Account. A chunk of its own, so the login page does not load the menus.
 */
export function SignedInMenus({ user }: { user: CurrentUser }) {
  const items = menuItemsFor(user, useFeatureFlags());
  return (
    <>
      {/* Wide screens show the items in the bar; phones get them behind the menu button (issue 20). */}
      <Box component="nav" aria-label="Main" sx={{ flexGrow: 1, display: { xs: 'none', md: 'block' } }}>
        <NavItems items={items} />
      </Box>
      <Box sx={{ flexGrow: 1, display: { xs: 'block', md: 'none' } }} />
      <AccountMenu user={user} />
      <PhoneNavMenu items={items} />
    </>
  );
}
