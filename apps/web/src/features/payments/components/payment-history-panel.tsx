import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { formatCents } from '@app/shared/payments/pricing';
import { subscriptionLabel } from '@app/shared/payments/subscriptions';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { useFeatureFlags } from '../../../api/get-feature-flags';
import { useNotify } from '../../../components/notifications/notification-context';
import { usePaymentMethod } from '../../../api/get-payment-method';
import { describePaymentMethod } from '../../../widgets/payment-method/payment-method-text';
import { formatDisplayDate } from '../../../components/format-display-date';
import { StatusDot } from '../../../components/status-dot';
import { RECEIPT_FAILED_MESSAGE, useDownloadReceipt } from '../api/download-receipt';
import { usePayments, type PaymentRow } from '../api/get-payments';
import { showingCountText } from '../utils/payment-history-text';
import { hasReceipt, paymentStatusColor, paymentStatusLabel } from '../utils/payment-status';

/** Shown when a page of the payment history cannot be loaded. */
const PAYMENT_HISTORY_FAILED = 'Error loading payment history, please try again or contact us for support';

function ReceiptButton({ payment }: { payment: PaymentRow }) {
  const download = useDownloadReceipt();
  const { notify } = useNotify();
  const [busy, setBusy] = useState(false);
  const label = `Download receipt for the ${formatCents(payment.amount)} payment of ${formatDisplayDate(payment.paymentDate)}`;
  const run = async () => {
    setBusy(true);
    try {
      await download.mutateAsync(payment.id);
    } catch {
      notify({ text: RECEIPT_FAILED_MESSAGE, mode: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title="Download receipt">
      <span>
        <IconButton size="small" aria-label={label} onClick={() => void run()} disabled={busy}>
          {busy ? <CircularProgress size={18} aria-hidden /> : <FileDownloadOutlined fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The method on file and the button that opens the payment dialog (hidden during MAINTENANCE_MODE). */
function PaymentMethodSummary() {
  const method = usePaymentMethod();
  const flags = useFeatureFlags();
  const { setPaymentDialog } = useNotify();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="body1">
        {method.isPending
          ? 'Loading your payment method…'
          : method.data
            ? `Payment method on file: ${describePaymentMethod(method.data)}`
            : 'No payment method on file.'}
      </Typography>
      {!flags.MAINTENANCE_MODE && (
        <Button variant="outlined" onClick={() => setPaymentDialog(true, 'account-payment')}>
          View or Edit Payment Method
        </Button>
      )}
    </Box>
  );
}

/**
 * Account → Payment & Invoices (spec 001 §2): the payment history a page at a time with Load More and
 * the count shown; status, amount, date, subscription type and client name per row; a receipt PDF for
 * each successful payment.
 */
export default function PaymentHistoryPanel() {
  const payments = usePayments();
  const { notify } = useNotify();
  const rows = payments.data?.pages.flatMap((page) => page.content) ?? [];
  const total = payments.data?.pages.at(-1)?.total ?? 0;

  useEffect(() => {
    if (payments.isError) notify({ text: PAYMENT_HISTORY_FAILED, mode: 'error' });
  }, [payments.isError, notify]);

  return (
    <>
      <PaymentMethodSummary />
      <Paper variant="outlined">
        {payments.isFetching && <LinearProgress aria-label="Loading payment history" />}
        <TableScrollRegion label="Payment history">
          <Table aria-label="Payment history">
            <TableHead>
              <TableRow>
                <TableCell>Status</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Date</TableCell>
                <TableCell>Subscription Type</TableCell>
                <TableCell>Client Name</TableCell>
                <TableCell>Receipt</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((payment) => (
                <TableRow key={payment.id}>
                  <TableCell>
                    <StatusDot color={paymentStatusColor(payment.status)} label={paymentStatusLabel(payment.status)} />
                  </TableCell>
                  <TableCell align="right">{formatCents(payment.amount)}</TableCell>
                  <TableCell>{formatDisplayDate(payment.paymentDate)}</TableCell>
                  <TableCell>{subscriptionLabel(payment.subscriptionType, payment.clientName)}</TableCell>
                  <TableCell>{payment.clientName ?? ''}</TableCell>
                  <TableCell sx={{ py: 0 }}>{hasReceipt(payment.status) && <ReceiptButton payment={payment} />}</TableCell>
                </TableRow>
              ))}
              {payments.isSuccess && rows.length === 0 && <EmptyTableRow colSpan={6}>No payments yet.</EmptyTableRow>}
            </TableBody>
          </Table>
        </TableScrollRegion>
      </Paper>
      {payments.isSuccess && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 2 }}>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {showingCountText(rows.length, total)}
          </Typography>
          {payments.hasNextPage && (
            <Button variant="outlined" onClick={() => void payments.fetchNextPage()} disabled={payments.isFetchingNextPage}>
              {payments.isFetchingNextPage ? 'Loading…' : 'Load More'}
            </Button>
          )}
        </Box>
      )}
    </>
  );
}
