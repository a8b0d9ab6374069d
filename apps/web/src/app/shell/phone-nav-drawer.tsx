import { NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { MenuItem } from '../menu';

/** The phone navigation's side panel: the menu items as links; choosing one or closing the panel closes it. */
export function PhoneNavDrawer({ items, onClose }: { items: readonly MenuItem[]; onClose: () => void }) {
  return (
    <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: { role: 'dialog', 'aria-label': 'Navigation menu' } }}>
      <Box component="nav" aria-label="Main" sx={{ width: 260 }}>
        <List>
          {items.map((item) =>
            item.to ? (
              <ListItem key={item.key} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={item.to}
                  end={item.to === '/dashboard'}
                  onClick={onClose}
                  sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
                >
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ) : (
              <ListItem key={item.key} disablePadding>
                <ListItemButton component="a" href={item.href} target="_blank" rel="noopener" onClick={onClose}>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ),
          )}
        </List>
      </Box>
    </Drawer>
  );
}
