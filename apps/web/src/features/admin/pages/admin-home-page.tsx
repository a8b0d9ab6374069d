import { Suspense } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useFeatureFlags } from '../../../api/get-feature-flags';
import { PageHeader } from '../../../components/page-header';
import { useAppEnvironment } from '../api/get-app-environment';
import { adminTabPath, HOME_TAB_KEY, visibleAdminTabs, type AdminTab } from '../admin-tab';

/**
 * Admin hub (/admin/{tab}, admins only; spec 002 §2). The tabs come from the app's list
 * (app/admin-tabs.tsx): only the ones built, and of those only the ones their condition shows. An
 * unknown or hidden tab goes back to the hub's home. Every tab page but the home links back to /admin.
 */
export default function AdminHomePage({ title = 'Admin', tabs = [] }: { title?: string; tabs?: readonly AdminTab[] }) {
  const { tab: requested = HOME_TAB_KEY } = useParams();
  const flags = useFeatureFlags();
  const environment = useAppEnvironment();
  const visible = visibleAdminTabs(tabs, { flags, production: environment.data?.production ?? true });
  const open = visible.find((tab) => tab.key === requested);
  // A tab shown only outside production is not sent away before the environment is known.
  if (!open && environment.isPending && tabs.some((tab) => tab.key === requested)) {
    return <LinearProgress aria-label="Loading the admin tools" />;
  }
  if (!open) return visible.length ? <Navigate to="/admin" replace /> : <PageHeader title={title} />;

  return (
    <>
      <PageHeader title={title} subtitle="Platform administration." />
      <Box component="nav" aria-label="Admin tools" sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={open.key} aria-label="Admin tools" variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
          {visible.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              label={tab.label}
              component={RouterLink}
              to={adminTabPath(tab.key)}
              id={`admin-tab-${tab.key}`}
              {...(tab.key === open.key ? { 'aria-controls': 'admin-tabpanel' } : {})}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="admin-tabpanel" aria-labelledby={`admin-tab-${open.key}`}>
        {open.key !== HOME_TAB_KEY && (
          <Link component={RouterLink} to="/admin" sx={{ display: 'inline-block', mb: 2 }}>
            To Old Admin
          </Link>
        )}
        <Suspense fallback={<LinearProgress aria-label={`Loading ${open.label}`} />}>
          <open.Panel />
        </Suspense>
      </Box>
    </>
  );
}
