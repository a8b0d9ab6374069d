import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useEmployeeAlertDetail } from '../api/get-employee-alert-detail';
import { KeyValueTable } from './key-value-table';

/** One alert (spec 000 §2): the monitored person (Entity Information) and the list record with why it matched. */
export function AlertDetailDialog({
  employeeId,
  alert,
  onClose,
}: {
  employeeId: number;
  alert: { id: number; sourceName: string } | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const detail = useEmployeeAlertDetail(employeeId, alert?.id ?? null);
  return (
    <Dialog open={alert !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{alert ? `${alert.sourceName} Match` : 'Match'}</DialogTitle>
      <DialogContent dividers>
        {detail.isPending && <LinearProgress aria-label="Loading match details" />}
        {detail.isError && <Alert severity="error">Error loading this match, please try again.</Alert>}
        {detail.data && (
          <>
            <KeyValueTable title="Entity Information" values={detail.data.monitoredSubjectDetails} />
            <KeyValueTable title="Verification Information" values={detail.data.alertDetails} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
