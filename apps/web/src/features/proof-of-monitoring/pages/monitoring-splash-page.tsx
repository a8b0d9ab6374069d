import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useCurrentUser } from '../../../api/get-current-user';
import { PageHeader } from '../../../components/page-header';
import { attestationPagePath, pomItemFromQuery } from '../utils/monitoring-redirect';

function Option({ id, title, children, action }: { id: string; title: string; children: React.ReactNode; action: React.ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography id={id} variant="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>{action}</CardActions>
    </Card>
  );
}

/**
 * A subscribed vendor's answer (issue 33): the subscription itself is the proof, so the to-do is complete
 * (the server says so everywhere, decision 338); the monitoring report shows the checks.
 */
function Subscribed() {
  return (
    <Alert severity="success" sx={{ mb: 3 }}>
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        You&apos;re subscribed to Employee Monitoring.
      </Typography>
      <Typography variant="body1" sx={{ mb: 1.5 }}>
        Your subscription is your proof of monitoring, so this to-do is complete for all of your customers while it stays active.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to="/reports/compliance" variant="contained">
          View Monitoring Report
        </Button>
        <Button component={RouterLink} to="/employees" variant="outlined">
          My Employees
        </Button>
      </Stack>
    </Alert>
  );
}

/** Start the subscription here and come back to this page (issue 33: return to where the vendor came from). */
function subscribePath(pathname: string, search: string): string {
  return `/subscription-payment?type=VP_EMPLOYEE_MONITORING&backNavigationTo=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * /employee-monitoring-splash?checklistItemId=&customerId= (spec 001 §2): a customer asks for proof that
 * the vendor's employees are monitored. Either subscribe here (Get Started → the subscription payment,
 * then back here) or upload a third-party attestation for this to-do; a subscribed vendor is told so.
 */
export default function MonitoringSplashPage({ title = 'Proof of Employee Monitoring' }: { title?: string }) {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const subscribed = Boolean(useCurrentUser()?.hasMonitoringAccess);
  const item = pomItemFromQuery(params);
  return (
    <>
      <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBack aria-hidden />} sx={{ mb: 1.5, px: 0.5 }}>
        Back to Dashboard
      </Button>
      {subscribed ? (
        <>
          <PageHeader title={title} />
          <Subscribed />
        </>
      ) : (
        <Choices title={title} item={item} getStarted={subscribePath(pathname, search)} />
      )}
    </>
  );
}

function Choices({ title, item, getStarted }: { title: string; item: ReturnType<typeof pomItemFromQuery>; getStarted: string }) {
  return (
    <>
      <PageHeader
        title={title}
        subtitle="Your customer asks you to show that your employees are checked against the exclusion lists every month. Choose how you want to do it."
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Option
            id="pom-subscribe"
            title="Subscribe to Employee Monitoring"
            action={
              <Button component={RouterLink} to={getStarted} variant="contained" aria-describedby="pom-subscribe">
                Get Started
              </Button>
            }
          >
            <Typography variant="body1" sx={{ mb: 1 }}>
              We screen your employees against the federal and state exclusion lists every month and keep your proof of monitoring up to
              date for all of your customers.
            </Typography>
            <Typography variant="body1" sx={{ fontWeight: 600 }}>
              Starts at $25 a month.
            </Typography>
          </Option>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Option
            id="pom-upload"
            title="Upload Proof of Monitoring"
            action={
              item ? (
                <Button component={RouterLink} to={attestationPagePath(item)} variant="outlined" aria-describedby="pom-upload">
                  Upload Proof
                </Button>
              ) : null
            }
          >
            <Typography variant="body1">
              Already monitoring your employees with another service? Upload its attestation or report and tell us about your employees.
            </Typography>
            {!item && (
              <Alert severity="info" sx={{ mt: 2 }}>
                Open this page from the proof of monitoring to-do of a customer to upload proof.
              </Alert>
            )}
          </Option>
        </Grid>
      </Grid>
    </>
  );
}
