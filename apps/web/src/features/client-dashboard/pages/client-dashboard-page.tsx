import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { formatLocalDateTime } from '../../../components/format-display-date';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { SignedInUserCard } from '../../../widgets/signed-in-user-card';
import { useClientDashboard } from '../api/get-client-dashboard';
import { AlertQueue } from '../components/alert-queue';
import { ComplianceOverview } from '../components/compliance-overview';
import { FormsOverview } from '../components/forms-overview';

/** /client/dashboard: the client's vendors by compliance status, the alert queue, forms due and onboarding. */
export default function ClientDashboardPage({ title = 'Dashboard' }: { title?: string }) {
  const dashboard = useClientDashboard();
  const data = dashboard.data;
  return (
    <>
      <PageHeader
        title={title}
        subtitle="Your vendors' compliance at a glance."
        actions={
          <Button component={RouterLink} to="/client/manage/vendors" variant="contained">
            All vendors
          </Button>
        }
      />
      {dashboard.isPending && (
        <Box role="progressbar" aria-busy="true" aria-label="Loading the dashboard">
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, mb: 3 }}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={96} />
            ))}
          </Box>
          <Skeleton variant="rounded" height={260} />
        </Box>
      )}
      {dashboard.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void dashboard.refetch()}>
              Try again
            </Button>
          }
        >
          {LOAD_FAILED_MESSAGE}
        </Alert>
      )}
      {data && data.totalVendors === 0 && (
        <Alert severity="info" sx={{ mb: 3 }}>
          You have no vendors yet. They appear here once your vendor file is imported or you onboard a vendor.
        </Alert>
      )}
      {data && data.totalVendors > 0 && (
        <>
          <ComplianceOverview counts={data.complianceCounts} total={data.totalVendors} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 4 }}>
            <OnboardingCard
              label="Not started enrolling"
              value={data.onboarding.notStarted}
              to="/client/manage/vendors?enrollment=NOT_STARTED"
            />
            <OnboardingCard
              label="Enrollment in progress"
              value={data.onboarding.inProgress}
              to="/client/manage/vendors?enrollment=IN_PROGRESS"
            />
            <OnboardingCard
              label="Enrolled in the last 30 days"
              value={data.onboarding.completedLast30Days}
              to="/client/manage/vendors?enrollment=RECENT"
            />
          </Box>
          <AlertQueue alerts={data.alerts} total={data.openAlertCount} />
          <FormsOverview counts={data.formCounts} due={data.formsDue} />
        </>
      )}
      {data && (
        <Box component="section" aria-labelledby="lists-heading">
          <Typography id="lists-heading" variant="h2" sx={{ mb: 1 }}>
            Exclusion lists in force
          </Typography>
          <Box component="ul" sx={{ pl: 3, m: 0 }}>
            {data.listSnapshots.map((list) => (
              <li key={list.sourceId}>
                <Typography variant="body2">
                  {list.name}: {list.publishedAt ? `updated ${formatLocalDateTime(list.publishedAt)}` : 'not imported yet'}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <Box sx={{ mt: 4 }}>
        <SignedInUserCard />
      </Box>
    </>
  );
}

function OnboardingCard({ label, value, to }: { label: string; value: number; to: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h3" component="p" sx={{ fontSize: '1.5rem' }}>
          {value}
        </Typography>
        <Button component={RouterLink} to={to} size="small" sx={{ px: 0 }}>
          {label}
        </Button>
      </CardContent>
    </Card>
  );
}
