import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import { PageHeader } from '../../../components/page-header';
import { PlainTabs, type PlainTab } from '../../../components/plain-tabs';
import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@app/shared/users/current-user';
import { prefetchFirstCall } from '../../../lib/prefetch-page-data';
import { readUrlState } from '../../../lib/use-url-state';
import { employeesQuery } from '../api/get-employees';
import { EMPLOYEE_LIST_PARAMS, EmployeesTable } from '../components/employees-table';
import { MonitoringGate } from '../components/monitoring-gate';
import { UploadHistoryTable } from '../components/upload-history-table';

type TabKey = 'employees' | 'history';
const TABS: readonly PlainTab<TabKey>[] = [
  { key: 'employees', label: 'Employees', id: 'employees-tab-employees', controls: 'employees-tabpanel-employees' },
  { key: 'history', label: 'Upload History', id: 'employees-tab-history', controls: 'employees-tabpanel-history' },
];

/**
 * The roster's first page, as the address asks for it, started as soon as this page's code is here (at
 * start-up) rather than once it has rendered (decision 226); only with the monitoring subscription.
 * @public read from the module the route loads (app/route-pages.tsx), not imported by name
 */
export function prefetch(queryClient: QueryClient, user: CurrentUser, search: URLSearchParams): Promise<void> | undefined {
  if (!user.hasMonitoringAccess || search.get('tab') === 'history') return undefined;
  return prefetchFirstCall(queryClient, employeesQuery(readUrlState(EMPLOYEE_LIST_PARAMS, search)));
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
        <PlainTabs
          label="My Employees"
          tabs={TABS}
          value={tab}
          onChange={(next) => setSearchParams(next === 'employees' ? {} : { tab: next }, { replace: true })}
        />
      </Box>
      {TABS.map((item) => (
        <Box key={item.key} role="tabpanel" hidden={item.key !== tab} id={item.controls} aria-labelledby={item.id}>
          {item.key === tab && (item.key === 'employees' ? <EmployeesTable /> : <UploadHistoryTable />)}
        </Box>
      ))}
    </MonitoringGate>
  );
}
