import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { adminTabPath, groupAdminTabs, type AdminTab } from '../admin-tab';

/** The tabs of one area: a heading and a vertical tab list named by it. */
function AdminTabGroupList({ group, tabs, openKey }: { group: string; tabs: readonly AdminTab[]; openKey: string }) {
  const headingId = useId();
  const selected = tabs.some((tab) => tab.key === openKey) ? openKey : false;
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography id={headingId} variant="overline" component="h2" sx={{ px: 2, color: 'text.secondary', lineHeight: 2 }}>
        {group}
      </Typography>
      <Tabs value={selected} orientation="vertical" aria-labelledby={headingId} sx={{ '& .MuiTabs-indicator': { left: 0 } }}>
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={tab.label}
            component={RouterLink}
            to={adminTabPath(tab.key)}
            id={`admin-tab-${tab.key}`}
            sx={{ alignItems: 'flex-start', textAlign: 'left', minHeight: 40, py: 1 }}
            {...(tab.key === openKey ? { 'aria-controls': 'admin-tabpanel' } : {})}
          />
        ))}
      </Tabs>
    </Box>
  );
}

/**
 * The admin hub's side navigation (issue 33): the tabs grouped by area, every one in sight, with spec
 * 002's route keys. On a wide screen it stands beside the open tab; on a phone it folds behind one button
 * naming the open tab, so the tab's content starts near the top.
 */
export function AdminToolsNav({ tabs, open }: { tabs: readonly AdminTab[]; open: AdminTab }) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  // A tab chosen on a phone folds the navigation away again.
  useEffect(() => setExpanded(false), [open.key]);
  const groups = groupAdminTabs(tabs).map(({ group, tabs: inGroup }) => (
    <AdminTabGroupList key={group} group={group} tabs={inGroup} openKey={open.key} />
  ));
  if (wide) {
    return (
      <Box component="nav" aria-label="Admin tools" sx={{ borderRight: 1, borderColor: 'divider', pr: 1 }}>
        {groups}
      </Box>
    );
  }
  return (
    <Box component="nav" aria-label="Admin tools" sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
      <Button
        fullWidth
        variant="outlined"
        aria-expanded={expanded}
        aria-controls={listId}
        endIcon={expanded ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
        onClick={() => setExpanded((value) => !value)}
        sx={{ justifyContent: 'space-between' }}
      >
        Admin tools: {open.label}
      </Button>
      <Box id={listId} hidden={!expanded} sx={{ mt: 1 }}>
        {expanded && groups}
      </Box>
    </Box>
  );
}
