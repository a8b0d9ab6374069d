import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BYPASS_WARNING, MONITOR_STEP_COMPLETED, STEP_ERROR, type WorkflowItem } from '@app/shared/onboarding/onboarding';
import { isItemDone } from '@app/shared/onboarding/onboarding-rules';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { formatDisplayDate } from '../../../components/format-display-date';
import { BlockSkeleton } from '../../../components/loading-skeletons';
import { StatusDot } from '../../../components/status-dot';
import { useNotify } from '../../../components/notifications/notification-context';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { useUpdateStepStatus } from '../api/onboarding-mutations';
import { useMonitorStatus } from '../api/onboarding-queries';

/** Confirmations are 672 px wide (spec 002 §9). */
const CONFIRM_WIDTH = 672;

/**
 * The monitor-status step (spec 002 §2, §4): the vendor's and its owners' screening result. Complete
 * when it reads Clear; otherwise the client may bypass after the warning, which marks the step N/A.
 */
export function MonitorStatusStep({ item, onDone }: { item: WorkflowItem; onDone: () => void }) {
  const monitor = useMonitorStatus(item.covgId, true);
  const update = useUpdateStepStatus();
  const { notify } = useNotify();
  const [confirming, setConfirming] = useState(false);
  const done = isItemDone(item.status);

  const resolve = (status: 'COMPLETE' | 'NON_APPLICABLE') =>
    update.mutate(
      { itemId: item.id, status },
      {
        onSuccess: () => {
          setConfirming(false);
          notify({ text: status === 'COMPLETE' ? MONITOR_STEP_COMPLETED : `${item.name} was bypassed and marked N/A.`, mode: 'success' });
          onDone();
        },
        onError: () => {
          setConfirming(false);
          notify({ text: STEP_ERROR, mode: 'error' });
        },
      },
    );

  if (monitor.isPending) return <BlockSkeleton label="Loading the monitor status" variant="rounded" height={200} />;
  if (monitor.isError) return <Alert severity="error">{LOAD_FAILED_MESSAGE}</Alert>;
  const clear = monitor.data.status === 'Clear';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="monitor-heading" sx={{ p: 2 }}>
      <Typography id="monitor-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        Monitor Status
      </Typography>
      <Box sx={{ mb: 2 }}>
        <StatusDot color={clear ? 'success' : monitor.data.status === 'Alerts' ? 'error' : 'warning'} label={monitor.data.status} />
      </Box>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {clear
          ? 'The vendor and its owners have no open exclusion alerts.'
          : monitor.data.status === 'Alerts'
            ? 'The vendor or its owners have open exclusion alerts. Resolve them, or bypass this step.'
            : 'The vendor has not finished signing up, so it has not been screened yet.'}
      </Typography>
      {monitor.data.alerts.length > 0 && (
        <TableScrollRegion label="Open alerts" sx={{ mb: 2 }}>
          <Table size="small" aria-label="Open alerts">
            <TableHead>
              <TableRow>
                <TableCell>Subject</TableCell>
                <TableCell>List</TableCell>
                <TableCell>Matched name</TableCell>
                <TableCell>Match</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Raised</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {monitor.data.alerts.map((alert) => (
                <TableRow key={alert.id}>
                  <TableCell>
                    {alert.subjectName} ({alert.subjectType === 'VENDOR' ? 'company' : 'owner'})
                  </TableCell>
                  <TableCell>{alert.listName}</TableCell>
                  <TableCell>{alert.matchedName}</TableCell>
                  <TableCell>{alert.band}</TableCell>
                  <TableCell>{alert.status}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(alert.createdAt.slice(0, 10))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScrollRegion>
      )}
      {done ? (
        <Alert severity="info">This step is done: {item.status === 'COMPLETE' ? 'completed' : 'bypassed (N/A)'}.</Alert>
      ) : clear ? (
        <Button variant="contained" loading={update.isPending} onClick={() => resolve('COMPLETE')}>
          Complete
        </Button>
      ) : (
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          Bypass
        </Button>
      )}
      {confirming && (
        <Dialog
          open
          onClose={() => setConfirming(false)}
          aria-labelledby="bypass-title"
          aria-describedby="bypass-text"
          slotProps={{ paper: { sx: { width: CONFIRM_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
        >
          <DialogTitle id="bypass-title">Bypass {item.name}</DialogTitle>
          <DialogContent>
            <DialogContentText id="bypass-text">{BYPASS_WARNING}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>Cancel</Button>
            <Button variant="contained" color="error" loading={update.isPending} onClick={() => resolve('NON_APPLICABLE')}>
              Bypass
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Paper>
  );
}
