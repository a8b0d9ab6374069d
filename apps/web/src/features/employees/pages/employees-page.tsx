import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import { PageHeader } from '../../../components/page-header';
import { EmployeesTable } from '../components/employees-table';
import { MonitoringGate } from '../components/monitoring-gate';
import { UploadHistoryTable } from '../components/upload-history-table';

const TABS = [
  { key: 'employees', label: 'Employees' },
  { key: 'history', label: 'Upload History' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

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
