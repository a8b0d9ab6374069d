import { Suspense, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../../api/get-current-user';
import { PageHeader } from '../../../components/page-header';
import { accountTabsFor, tabFromHash, tabHash, type AccountTab, type AccountTabKey } from '../utils/account-tabs';

/** The panels other features provide, composed by the app's routes (features do not import each other). */
export type AccountPanels = Partial<Record<AccountTabKey, ComponentType>>;

function TabPanel({ tab, Panel }: { tab: AccountTab; Panel: ComponentType | undefined }) {
  return (
    <>
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        {tab.title}
      </Typography>
      {Panel && (
        <Suspense fallback={<LinearProgress aria-label={`Loading ${tab.title}`} />}>
          <Panel />
        </Suspense>
      )}
    </>
  );
}

/**
 * /account (spec 001 §2 Account tabs): vendor users see Company, Owners, Payment, Users, Marketplace,
 * W-9, Subscriptions and API access; client users Client Users, Notifications and API access. The hash names the open tab
 * (/account#subscriptions), so a link can open one.
 */
export default function AccountPage({ title = 'My Account', panels = {} }: { title?: string; panels?: AccountPanels }) {
  const user = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const tabs = accountTabsFor(user);
  const open = tabFromHash(location.hash, tabs);
  const subtitle = user?.vendorName ?? user?.clientName ?? undefined;

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={open.key}
          onChange={(_event, key: AccountTabKey) => void navigate({ hash: tabHash(key) }, { replace: true })}
          aria-label="Account"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              label={tab.label}
              id={`account-tab-${tab.key}`}
              aria-controls={`account-tabpanel-${tab.key}`}
            />
          ))}
        </Tabs>
      </Box>
      {tabs.map((tab) => (
        <Box
          key={tab.key}
          role="tabpanel"
          hidden={tab.key !== open.key}
          id={`account-tabpanel-${tab.key}`}
          aria-labelledby={`account-tab-${tab.key}`}
        >
          {tab.key === open.key && <TabPanel tab={tab} Panel={panels[tab.key]} />}
        </Box>
      ))}
    </>
  );
}
