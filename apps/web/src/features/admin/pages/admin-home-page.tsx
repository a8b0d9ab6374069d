import { Suspense } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { useFeatureFlags } from '../../../api/get-feature-flags';
import { PageHeader } from '../../../components/page-header';
import { useAppEnvironment } from '../api/get-app-environment';
import { HOME_TAB_KEY, visibleAdminTabs, type AdminTab } from '../admin-tab';
import { AdminToolsNav } from '../components/admin-tools-nav';

/**
 * Admin hub (/admin/{tab}, admins only; spec 002 §2). The tabs come from the app's list
 * (app/admin-tabs.tsx): only the ones built, and of those only the ones their condition shows. An
 * unknown or hidden tab goes back to the hub's home. Every tab page but the home links back to /admin.
 * The tabs stand in a side navigation grouped by area (issue 33).
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
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' }, gap: 3 }}>
        <AdminToolsNav tabs={visible} open={open} />
        <Box role="tabpanel" id="admin-tabpanel" aria-labelledby={`admin-tab-${open.key}`} sx={{ minWidth: 0 }}>
          {open.key !== HOME_TAB_KEY && (
            <Link component={RouterLink} to="/admin" sx={{ display: 'inline-block', mb: 2 }}>
              To Old Admin
            </Link>
          )}
          <Suspense fallback={<LinearProgress aria-label={`Loading ${open.label}`} />}>
            <open.Panel />
          </Suspense>
        </Box>
      </Box>
    </>
  );
}
