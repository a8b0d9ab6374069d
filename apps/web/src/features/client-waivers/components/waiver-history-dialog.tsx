import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { PaymentWaiver, WaiverEvent } from '@app/shared/payments/waivers';
import { formatLocalDateTime } from '../../../components/format-display-date';

const ACTION_TEXT: Record<WaiverEvent['action'], string> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  PAID: 'Paid',
};

/** View: the request (vendor, payment, reason) and its history, oldest first. */
export function WaiverHistoryDialog({ waiver, onClose }: { waiver: PaymentWaiver; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="waiver-history-title" maxWidth="sm" fullWidth>
      <DialogTitle id="waiver-history-title">Waiver request: {waiver.vendorName}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">Payment: {waiver.label}</Typography>
        <Typography variant="body2">
          Reason: {waiver.reasonText}
          {waiver.reasonDetails ? ` (${waiver.reasonDetails})` : ''}
        </Typography>
        <Typography variant="h3" component="h3" sx={{ mt: 2 }}>
          History
        </Typography>
        <List dense aria-label="Waiver history">
          {waiver.history.map((event, index) => (
            <ListItem key={index} disableGutters>
              <ListItemText
                primary={`${ACTION_TEXT[event.action]} by ${event.actorName}, ${formatLocalDateTime(event.at)}`}
                secondary={event.note}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
