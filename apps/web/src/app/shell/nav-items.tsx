import { NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { MenuItem } from '../menu';

/** The navigation-bar items: internal paths as router links, external addresses as plain links. */
export function NavItems({ items }: { items: readonly MenuItem[] }) {
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <li key={item.key}>
          {item.to ? (
            <Button
              component={NavLink}
              to={item.to}
              end={item.to === '/dashboard'}
              color="inherit"
              sx={{
                px: 1.5,
                borderRadius: 1,
                '&.active': { bgcolor: 'rgba(255,255,255,0.18)' },
                '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
              }}
            >
              {item.label}
            </Button>
          ) : (
            <Button component="a" href={item.href} target="_blank" rel="noopener" color="inherit" sx={{ px: 1.5 }}>
              {item.label}
            </Button>
          )}
        </li>
      ))}
    </Box>
  );
}
