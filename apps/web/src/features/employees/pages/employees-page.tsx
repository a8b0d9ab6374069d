import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import { PageHeader } from '../../../components/page-header';
import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@app/shared/users/current-user';
import { prefetchFirstCall } from '../../../lib/prefetch-page-data';
import { readUrlState } from '../../../lib/use-url-state';
import { employeesQuery } from '../api/get-employees';
import { EMPLOYEE_LIST_PARAMS, EmployeesTable } from '../components/employees-table';
import { MonitoringGate } from '../components/monitoring-gate';
import { UploadHistoryTable } from '../components/upload-history-table';

const TABS = [
  { key: 'employees', label: 'Employees' },
  { key: 'history', label: 'Upload History' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/**
 * The roster's first page, as the address asks for it, started as soon as this page's code is here (at
 * start-up) rather than once it has rendered (decision 226); only with the monitoring subscription.
 * @public read from the module the route loads (app/route-pages.tsx), not imported by name
 */
export function prefetch(queryClient: QueryClient, user: CurrentUser, search: URLSearchParams): void {
  if (!user.hasMonitoringAccess || search.get('tab') === 'history') return;
  prefetchFirstCall(queryClient, employeesQuery(readUrlState(EMPLOYEE_LIST_PARAMS, search)));
}

/** /employees: My Employees with the tabs Employees and Upload History (?tab=history). */
export default function EmployeesPage({ title = 'My Employees' }: { title?: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabKey = searchParams.get('tab') === 'history' ? 'history' : 'employees';
  return (
    <MonitoringGate>
      <PageHeader
        title={title}
        subtitle="Your monitored employees and their compliance with the exclusion lists."
        actions={
          <Button component={RouterLink} to="/employees/add" variant="contained" startIcon={<PersonAddOutlined aria-hidden />}>
            Add Employees
          </Button>
        }
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: TabKey) => setSearchParams(next === 'employees' ? {} : { tab: next }, { replace: true })}
          aria-label="My Employees"
        >
          {TABS.map((item) => (
            <Tab
              key={item.key}
              value={item.key}
              label={item.label}
              id={`employees-tab-${item.key}`}
              aria-controls={`employees-tabpanel-${item.key}`}
            />
          ))}
        </Tabs>
      </Box>
      {TABS.map((item) => (
        <Box
          key={item.key}
          role="tabpanel"
          hidden={item.key !== tab}
          id={`employees-tabpanel-${item.key}`}
          aria-labelledby={`employees-tab-${item.key}`}
        >
          {item.key === tab && (item.key === 'employees' ? <EmployeesTable /> : <UploadHistoryTable />)}
        </Box>
      ))}
    </MonitoringGate>
  );
}
