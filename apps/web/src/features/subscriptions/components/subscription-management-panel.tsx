import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { Subscription } from '@app/shared/payments/subscriptions';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatDisplayDate } from '../../../components/format-display-date';
import { TableSkeleton } from '../../../components/loading-skeletons';
import { useNotify } from '../../../components/notifications/notification-context';
import { StatusDot } from '../../../components/status-dot';
import { useAccountSubscriptions } from '../../../api/get-account-subscriptions';
import {
  hasAutoRenewSwitch,
  isHighlighted,
  NO_AUTO_RENEW_TEXT,
  splitSubscriptions,
  subscriptionStatusColor,
  subscriptionStatusText,
} from '../utils/subscription-status';
import { RenewSubscriptionButton } from '../../../widgets/payment-method/renew-subscription-button';
import { AutoRenewSwitch } from './auto-renew-switch';
import { PaymentWaiversSection } from './payment-waivers-section';

const SUBSCRIPTIONS_FAILED = 'Unable to load subscriptions, please try again or contact us for support';

/** Where the Employee Monitoring pitch leads: the subscription payment, then the employee area. */
const START_MONITORING_PATH = '/subscription-payment?type=VP_EMPLOYEE_MONITORING&backNavigationTo=employees';

interface Column {
  header: string;
  cell: (subscription: Subscription) => ReactNode;
}

const STATUS: Column = {
  header: 'Status',
  cell: (s) => <StatusDot color={subscriptionStatusColor(s.status)} label={subscriptionStatusText(s)} />,
};
const START: Column = { header: 'Start Date', cell: (s) => formatDisplayDate(s.startDate) };
const RENEWAL: Column = { header: 'Renewal Date', cell: (s) => formatDisplayDate(s.renewalDate) };
/**
 * An expired subscription renews no more (only active ones are renewed), nor does a waiver, so they have
 * no switch to offer; an expired one offers Renew Now instead (issue 33).
 */
const AUTO_RENEW: Column = {
  header: 'Auto-Renew',
  cell: (s) =>
    hasAutoRenewSwitch(s) ? (
      <AutoRenewSwitch subscription={s} />
    ) : s.status === 'EXPIRED' ? (
      <RenewSubscriptionButton subscription={s} />
    ) : (
      <Typography variant="body2" color="text.secondary">
        {NO_AUTO_RENEW_TEXT}
      </Typography>
    ),
};

/** VendorProof rows name the customer; the amount of VP_ENGAGE_CVC is not shown (spec 001 §9). */
const VENDOR_PROOF_COLUMNS: Column[] = [
  { header: 'Subscription', cell: (s) => s.label },
  { header: 'Client Name', cell: (s) => s.clientName ?? '' },
  STATUS,
  { header: 'Enrollment Date', cell: (s) => formatDisplayDate(s.enrollmentDate) },
  START,
  RENEWAL,
  AUTO_RENEW,
];

const MONITORING_COLUMNS: Column[] = [
  { header: 'Subscription', cell: (s) => s.label },
  { header: 'Tier', cell: (s) => s.subscriptionTier ?? '' },
  STATUS,
  START,
  RENEWAL,
  AUTO_RENEW,
];

function SubscriptionTable({ title, columns, rows }: { title: string; columns: Column[]; rows: Subscription[] }) {
  const headingId = `subscriptions-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Paper variant="outlined">
        <TableScrollRegion label={title}>
          <Table aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.header}>{column.header}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((subscription) => (
                <TableRow
                  key={subscription.id}
                  sx={isHighlighted(subscription) ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) } : undefined}
                >
                  {columns.map((column) => (
                    <TableCell key={column.header}>{column.cell(subscription)}</TableCell>
                  ))}
                </TableRow>
              ))}
              {rows.length === 0 && <EmptyTableRow colSpan={columns.length}>No {title} subscriptions.</EmptyTableRow>}
            </TableBody>
          </Table>
        </TableScrollRegion>
      </Paper>
    </Box>
  );
}

/** Shown instead of the Employee Monitoring table when the vendor has no such subscription. */
function MonitoringPitch() {
  return (
    <Card component="section" aria-labelledby="monitoring-pitch-heading">
      <CardContent>
        <Typography id="monitoring-pitch-heading" variant="h3" component="h3" gutterBottom>
          Employee Monitoring
        </Typography>
        <Typography variant="body1" sx={{ mb: 2 }}>
          Check every employee against federal and state exclusion lists, including the OIG LEIE, and hear about new exclusions as soon as
          the lists change. Starts at $25 a month.
        </Typography>
        <Button component={RouterLink} to={START_MONITORING_PATH} variant="contained">
          Start Employee Monitoring
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * Account → Subscription Management (spec 001 §2, §4): a VendorProof table and an Employee Monitoring
 * table (or a pitch when there is no monitoring subscription); each row has the status in its colour
 * and the auto-renew switch (none for an expired one or a waiver); then the payment waivers (issue 15).
 */
export default function SubscriptionManagementPanel() {
  const subscriptions = useAccountSubscriptions();
  const { notify } = useNotify();

  useEffect(() => {
    if (subscriptions.isError) notify({ text: SUBSCRIPTIONS_FAILED, mode: 'error' });
  }, [subscriptions.isError, notify]);

  if (subscriptions.isPending) return <TableSkeleton label="Loading subscriptions" rows={2} columns={5} heading />;
  if (subscriptions.isError) return null;
  const { vendorProof, monitoring } = splitSubscriptions(subscriptions.data);
  return (
    <>
      {subscriptions.isFetching && <LinearProgress aria-label="Reloading subscriptions" sx={{ mb: 1 }} />}
      <SubscriptionTable title="VendorProof" columns={VENDOR_PROOF_COLUMNS} rows={vendorProof} />
      <PaymentWaiversSection />
      {monitoring.length > 0 ? (
        <SubscriptionTable title="Employee Monitoring" columns={MONITORING_COLUMNS} rows={monitoring} />
      ) : (
        <MonitoringPitch />
      )}
    </>
  );
}
