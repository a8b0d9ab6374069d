import { Suspense, lazy, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import type { MenuItem } from '../menu';

/** The panel's code loads when the menu is first opened, not with the login page. */
const PhoneNavDrawer = lazy(() => import('./phone-nav-drawer').then((module) => ({ default: module.PhoneNavDrawer })));

/**
 * The navigation on phones (below the md breakpoint): a menu button in the top bar opens the items as a
 * list in a side panel, so the bar keeps one row at 390 px instead of wrapping to three (issue 20).
 */
export function PhoneNavMenu({ items }: { items: readonly MenuItem[] }) {
  const [open, setOpen] = useState(false);
  if (items.length === 0) return null;
  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <IconButton color="inherit" edge="end" aria-label="Open the navigation menu" aria-expanded={open} onClick={() => setOpen(true)}>
        <MenuIcon />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <PhoneNavDrawer items={items} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
