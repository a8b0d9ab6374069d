import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WaiverOption, WaiverStatus } from '@app/shared/payments/waivers';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { formatDisplayDate } from '../../../components/format-display-date';
import { CardSkeleton } from '../../../components/loading-skeletons';
import { useNotify } from '../../../components/notifications/notification-context';
import { StatusDot, type StatusDotColor } from '../../../components/status-dot';
import { RequestWaiverDialog } from '../../../widgets/payment-waiver/request-waiver-dialog';
import { useWaiverOptions } from '../../../widgets/payment-waiver/waiver-api';

const WAIVER_STATUS: Record<WaiverStatus, { color: StatusDotColor; label: string }> = {
  PENDING: { color: 'warning', label: 'Waiver Pending' },
  APPROVED: { color: 'success', label: 'Waiver Approved' },
  REJECTED: { color: 'error', label: 'Waiver Not Approved' },
};

function WaiverState({ option }: { option: WaiverOption }) {
  const waiver = option.waiver;
  if (!waiver) return <Typography variant="body2">Payment required</Typography>;
  const status = WAIVER_STATUS[waiver.status];
  return (
    <Box>
      <StatusDot color={status.color} label={status.label} />
      {waiver.decisionReason && (
        <Typography variant="body2" color="text.secondary">
          {waiver.status === 'REJECTED' ? 'Reason' : 'Note'}: {waiver.decisionReason}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Payment waivers on the Subscriptions tab: the payments the vendor's clients ask of it, with the state
 * of its waiver request for each, and "Request payment waiver" for those it has not asked about yet.
 * Nothing shows when no client asks the vendor to pay.
 */
export function PaymentWaiversSection() {
  const options = useWaiverOptions();
  const { notify } = useNotify();
  const [open, setOpen] = useState(false);
  if (options.isPending) return <CardSkeleton label="Loading payment waivers" lines={1} sx={{ mb: 4 }} />;
  if (options.isError) return <Alert severity="error">Unable to load payment waivers, please try again or contact us for support</Alert>;
  if (options.data.length === 0) return null;
  const open_ = options.data.filter((option) => !option.waiver);
  return (
    <Box component="section" aria-labelledby="payment-waivers-heading" sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id="payment-waivers-heading" variant="h3" component="h3">
          Payment Waivers
        </Typography>
        {open_.length > 0 && (
          <Button variant="outlined" onClick={() => setOpen(true)}>
            Request payment waiver
          </Button>
        )}
      </Box>
      <Paper variant="outlined">
        <TableScrollRegion label="Payment Waivers">
          <Table aria-labelledby="payment-waivers-heading">
            <TableHead>
              <TableRow>
                <TableCell>Payment</TableCell>
                <TableCell>Client Name</TableCell>
                <TableCell>Waiver</TableCell>
                <TableCell>Requested</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {options.data.map((option) => (
                <TableRow key={`${option.clientId}-${option.subscriptionType}`}>
                  <TableCell>{option.label}</TableCell>
                  <TableCell>{option.clientName}</TableCell>
                  <TableCell>
                    <WaiverState option={option} />
                  </TableCell>
                  <TableCell>{option.waiver ? formatDisplayDate(option.waiver.requestedAt.slice(0, 10)) : ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScrollRegion>
      </Paper>
      {open && (
        <RequestWaiverDialog
          choices={open_}
          onClose={() => setOpen(false)}
          onRequested={(waiver) => {
            setOpen(false);
            notify({ text: `Your waiver request was sent to ${waiver.clientName}.`, mode: 'success' });
          }}
        />
      )}
    </Box>
  );
}
