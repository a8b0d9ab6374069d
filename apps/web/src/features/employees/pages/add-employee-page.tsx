import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { AddEmployeeForm } from '../components/add-employee-form';
import { BackToEmployeesLink } from '../components/back-to-employees-link';
import { MonitoringGate } from '../components/monitoring-gate';

/** /employees/add: one employee at a time, with a link to the bulk upload. */
export default function AddEmployeePage({ title = 'Add Employees' }: { title?: string }) {
  return (
    <MonitoringGate>
      <BackToEmployeesLink />
      <PageHeader
        title={title}
        subtitle={
          <>
            Adding many employees?{' '}
            <Link component={RouterLink} to="/employees/upload">
              Upload a CSV file instead
            </Link>
            .
          </>
        }
      />
      <Card>
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Fields marked * are required. Address fields are optional.
          </Typography>
          <AddEmployeeForm />
        </CardContent>
      </Card>
    </MonitoringGate>
  );
}
