import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCents } from '@app/shared/payments/pricing';
import { MAX_TEST_FILE_ROWS, QA_TEXTS, type QaSubscription } from '@app/shared/qa/qa';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { BlockSkeleton } from '../../../components/loading-skeletons';
import { useNotify } from '../../../components/notifications/notification-context';
import { useCurrentVendor } from '../api/get-current-vendor';
import {
  testEmployeeFileUrl,
  useChangeRenewalDate,
  useExpireSubscription,
  useQaSubscriptions,
  useRunnables,
  useRunRunnable,
} from '../api/qa-tools';

const SECTIONS = ['Subscriptions', 'Test Files', 'Runnables'] as const;
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/**
 * The admin hub's QA tab (spec 002 §2; not shown in production, where the API answers 404): the selected
 * vendor's subscriptions (expire, change the renewal date), test employee files and the scheduled jobs.
 */
export default function QaPanel() {
  const [section, setSection] = useState(0);
  return (
    <Box component="section" aria-labelledby="qa-heading">
      <Typography id="qa-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
        QA
      </Typography>
      <Tabs value={section} onChange={(_, value: number) => setSection(value)} aria-label="QA tools" sx={{ mb: 2 }} variant="scrollable">
        {SECTIONS.map((label, index) => (
          <Tab key={label} label={label} id={`qa-tab-${index}`} aria-controls={`qa-tabpanel-${index}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`qa-tabpanel-${section}`} aria-labelledby={`qa-tab-${section}`}>
        {section === 0 && <SubscriptionsSection />}
        {section === 1 && <TestFilesSection />}
        {section === 2 && <RunnablesSection />}
      </Box>
    </Box>
  );
}

function SubscriptionsSection() {
  const current = useCurrentVendor();
  const vendor = current.data ?? null;
  const subscriptions = useQaSubscriptions(vendor?.id ?? null);
  if (current.isPending) return <BlockSkeleton label="Loading current vendor" variant="rectangular" height={120} />;
  if (current.isError) return <Alert severity="error">{QA_TEXTS.loadCurrentVendor}</Alert>;
  if (!vendor) return <Alert severity="info">Select a vendor to act as (Selected Vendor) to see its subscriptions.</Alert>;
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        Subscriptions of <strong>{vendor.name}</strong>
      </Typography>
      {subscriptions.isPending && <BlockSkeleton label="Loading subscriptions" variant="rectangular" height={120} />}
      {subscriptions.isError && <Alert severity="error">{QA_TEXTS.loadSubscriptions}</Alert>}
      {subscriptions.data?.length === 0 && <Alert severity="info">This vendor has no subscriptions.</Alert>}
      {subscriptions.data?.map((subscription) => (
        <SubscriptionCard key={subscription.id} subscription={subscription} />
      ))}
    </>
  );
}

function SubscriptionCard({ subscription }: { subscription: QaSubscription }) {
  const { notify } = useNotify();
  const expire = useExpireSubscription();
  const change = useChangeRenewalDate();
  const [renewalDate, setRenewalDate] = useState(subscription.renewalDate ?? '');
  const headingId = `qa-subscription-${subscription.id}`;

  const expireNow = async () => {
    try {
      const result = await expire.mutateAsync(subscription.id);
      if (result.status === 'EXPIRED') notify(QA_TEXTS.expired(subscription.id));
      else notify({ text: QA_TEXTS.expireFailed, mode: 'error' });
    } catch {
      notify({ text: QA_TEXTS.expireFailed, mode: 'error' });
    }
  };
  const saveRenewalDate = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await change.mutateAsync({ id: subscription.id, renewalDate });
      notify('Renewal date changed');
    } catch {
      notify({ text: QA_TEXTS.renewalDateFailed, mode: 'error' });
    }
  };

  return (
    <Paper variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ mb: 1 }}>
        Subscription {subscription.id}: {subscription.subscriptionType} ({subscription.status})
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}>
        {[
          ['Subscriber', String(subscription.subscriberId)],
          ['Start date', subscription.startDate],
          ['Renewal date', subscription.renewalDate ?? '—'],
          ['Amount', formatCents(subscription.amount)],
          ['Auto renew', subscription.autoRenew ? 'Yes' : 'No'],
          ...subscription.metadata.map((entry) => [entry.key, entry.value || '—']),
        ].map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Button variant="contained" color="error" onClick={expireNow} disabled={expire.isPending || subscription.status !== 'ACTIVE'}>
          Expire subscription
        </Button>
        <Box component="form" onSubmit={saveRenewalDate} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            id={`qa-renewal-date-${subscription.id}`}
            label="Renewal date"
            type="date"
            size="small"
            value={renewalDate}
            onChange={(event) => setRenewalDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            required
          />
          <Button type="submit" variant="outlined" disabled={!renewalDate || change.isPending}>
            Change renewal date
          </Button>
        </Box>
      </Box>
      <TableScrollRegion label={`Billing periods of subscription ${subscription.id}`}>
        <Table size="small" aria-label={`Billing periods of subscription ${subscription.id}`}>
          <TableHead>
            <TableRow>
              <TableCell>ID</TableCell>
              <TableCell>Payment status</TableCell>
              <TableCell sx={wide}>Payment type</TableCell>
              <TableCell>Start date</TableCell>
              <TableCell sx={wide}>End date</TableCell>
              <TableCell sx={wide}>Refund date</TableCell>
              <TableCell align="right">Fee</TableCell>
              <TableCell sx={wide}>Details</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {subscription.billingPeriods.length === 0 && <EmptyTableRow colSpan={8}>No billing periods yet.</EmptyTableRow>}
            {subscription.billingPeriods.map((period) => (
              <TableRow key={period.id}>
                <TableCell>{period.id}</TableCell>
                <TableCell>{period.paymentStatus}</TableCell>
                <TableCell sx={wide}>{period.paymentType ?? '—'}</TableCell>
                <TableCell>{period.startDate ?? '—'}</TableCell>
                <TableCell sx={wide}>{period.endDate ?? '—'}</TableCell>
                <TableCell sx={wide}>{period.refundDate ?? '—'}</TableCell>
                <TableCell align="right">{formatCents(period.fee)}</TableCell>
                <TableCell sx={wide}>
                  {period.metadata
                    .filter((entry) => entry.value)
                    .map((entry) => `${entry.key}: ${entry.value}`)
                    .join('; ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScrollRegion>
    </Paper>
  );
}

function TestFilesSection() {
  const [count, setCount] = useState('10');
  const value = Number(count);
  const valid = Number.isInteger(value) && value >= 1 && value <= MAX_TEST_FILE_ROWS;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 420 }}>
      <Typography variant="body2" color="text.secondary">
        A test employee CSV in the upload template's columns (SSN, First Name, Last Name, Dob, Street 1, Street 2, City, State, Zip).
      </Typography>
      <TextField
        id="qa-employee-count"
        label="Employee count"
        type="number"
        value={count}
        onChange={(event) => setCount(event.target.value)}
        error={!valid}
        helperText={
          valid
            ? `1 to ${MAX_TEST_FILE_ROWS.toLocaleString('en-US')}`
            : `Enter a whole number from 1 to ${MAX_TEST_FILE_ROWS.toLocaleString('en-US')}`
        }
        slotProps={{ htmlInput: { min: 1, max: MAX_TEST_FILE_ROWS, step: 1 } }}
      />
      <Box>
        <Button variant="contained" href={testEmployeeFileUrl(valid ? value : 1)} disabled={!valid} download>
          Download test file
        </Button>
      </Box>
    </Box>
  );
}

function RunnablesSection() {
  const { notify } = useNotify();
  const runnables = useRunnables();
  const run = useRunRunnable();
  const runNow = async (name: string) => {
    try {
      await run.mutateAsync(name);
      notify(QA_TEXTS.triggered(name));
    } catch {
      notify({ text: QA_TEXTS.runFailed, mode: 'error' });
    }
  };
  if (runnables.isError) return <Alert severity="error">{QA_TEXTS.loadRunnables}</Alert>;
  return (
    <TableScrollRegion label="Runnables">
      <Table size="small" aria-label="Runnables">
        <TableHead>
          <TableRow>
            <TableCell>Runnable</TableCell>
            <TableCell sx={wide}>Description</TableCell>
            <TableCell sx={wide}>Schedule (UTC)</TableCell>
            <TableCell align="right">Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {runnables.isPending && (
            <TableRow>
              <TableCell colSpan={4}>
                <BlockSkeleton label="Loading runnables" variant="text" />
              </TableCell>
            </TableRow>
          )}
          {runnables.data?.length === 0 && <EmptyTableRow colSpan={4}>No scheduled jobs.</EmptyTableRow>}
          {runnables.data?.map((runnable) => (
            <TableRow key={runnable.name}>
              <TableCell>{runnable.name}</TableCell>
              <TableCell sx={wide}>{runnable.description}</TableCell>
              <TableCell sx={wide}>
                <code>{runnable.schedule}</code>
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => runNow(runnable.name)}
                  disabled={run.isPending}
                  aria-label={`Run ${runnable.name}`}
                >
                  Run now
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScrollRegion>
  );
}
