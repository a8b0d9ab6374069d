import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import { isApiError } from '../../../api/api-error';
import { useFeatureFlags } from '../../../api/get-feature-flags';
import { DetailPageSkeleton } from '../../../components/loading-skeletons';
import { PageHeader } from '../../../components/page-header';
import { useEmployee } from '../api/get-employee';
import { AuditReportDialog } from '../components/audit-report-dialog';
import { BackToEmployeesLink } from '../components/back-to-employees-link';
import { EmployeeDetailForm } from '../components/employee-detail-form';
import { EmployeeStatusPanel } from '../components/employee-status-panel';
import { MonitoringGate } from '../components/monitoring-gate';
import { useConfirmTerminate } from '../components/use-confirm-terminate';

function EmployeeDetail({ employeeId, title }: { employeeId: number; title: string }) {
  const navigate = useNavigate();
  const employee = useEmployee(employeeId);
  const flags = useFeatureFlags();
  const [auditOpen, setAuditOpen] = useState(false);
  const confirmTerminate = useConfirmTerminate(() => void navigate('/employees'));

  if (employee.isPending) return <DetailPageSkeleton label="Loading employee" title={title} />;
  if (employee.isError) {
    const notFound = isApiError(employee.error) && employee.error.status === 404;
    return (
      <>
        <PageHeader title={title} />
        <Alert severity="error">
          {notFound
            ? 'This employee is not on your roster. They may have been terminated.'
            : 'Error loading the employee, please try again.'}
        </Alert>
      </>
    );
  }
  const data = employee.data;
  return (
    <>
      <PageHeader
        title={`Employee: ${data.firstName} ${data.lastName}`}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {flags.INDIVIDUAL_AUDIT_REPORT && (
              <Button variant="outlined" startIcon={<DescriptionOutlined aria-hidden />} onClick={() => setAuditOpen(true)}>
                Individual Audit Report
              </Button>
            )}
            <Button
              variant="outlined"
              color="error"
              startIcon={<PersonRemoveOutlined aria-hidden />}
              onClick={() => confirmTerminate(data)}
            >
              Terminate
            </Button>
          </Box>
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            <CardContent>
              <EmployeeDetailForm employee={data} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <EmployeeStatusPanel employee={data} />
        </Grid>
      </Grid>
      {flags.INDIVIDUAL_AUDIT_REPORT && (
        <AuditReportDialog employeeId={data.employeeId} open={auditOpen} onClose={() => setAuditOpen(false)} />
      )}
    </>
  );
}

/** /employees/:employeeId/detail: the employee's data (view/edit), status and exclusion-list matches. */
export default function EmployeeDetailPage({ title = 'Employee Detail' }: { title?: string }) {
  const { employeeId } = useParams();
  const id = Number(employeeId);
  return (
    <MonitoringGate>
      <BackToEmployeesLink />
      {Number.isInteger(id) && id > 0 ? (
        <EmployeeDetail key={id} employeeId={id} title={title} />
      ) : (
        <>
          <PageHeader title={title} />
          <Alert severity="error">This employee is not on your roster.</Alert>
        </>
      )}
    </MonitoringGate>
  );
}
