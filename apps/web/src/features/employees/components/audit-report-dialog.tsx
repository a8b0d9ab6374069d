import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { todayIso } from '@app/shared/employees/employee';
import { useNotify } from '../../../components/notifications/notification-context';
import { PDF_FAILED_MESSAGE } from '../../../lib/messages';
import { useDownloadAuditReport } from '../api/download-audit-report';

/**
 * The Individual Audit Report dialog (spec 000 §2): an as-of date no later than today, and Download
 * Report, disabled until a date is set.
 */
export function AuditReportDialog({ employeeId, open, onClose }: { employeeId: number; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  const [asOf, setAsOf] = useState('');
  const { notify } = useNotify();
  const download = useDownloadAuditReport();
  const today = todayIso();
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(asOf) && asOf <= today;

  const close = () => {
    setAsOf('');
    onClose();
  };
  const submit = async () => {
    try {
      await download.mutateAsync({ employeeId, asOf });
      close();
    } catch {
      notify({ text: PDF_FAILED_MESSAGE, mode: 'error' });
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Individual Audit Report</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          Choose the date the report shows this employee&apos;s monitoring history up to.
        </DialogContentText>
        <TextField
          label="Report Date"
          type="date"
          value={asOf}
          onChange={(event) => setAsOf(event.target.value)}
          error={asOf !== '' && !validDate}
          helperText={asOf !== '' && !validDate ? 'Report Date cannot be later than today' : undefined}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!validDate || download.isPending}>
          Download Report
        </Button>
      </DialogActions>
    </Dialog>
  );
}
