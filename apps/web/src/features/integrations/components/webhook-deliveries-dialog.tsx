import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Webhook } from '@app/shared/integrations/webhooks';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatLocalDateTime } from '../../../components/format-display-date';
import { useNotify } from '../../../components/notifications/notification-context';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { IntegrationTableHead } from './integration-parts';
import { useRedeliver, useWebhookDeliveries } from '../api/webhooks';

const HEADERS = ['Event', 'Created', 'Status', 'Attempts', 'Response', 'Actions'];
const STATUS_WORDS = { PENDING: 'Pending', DELIVERED: 'Delivered', FAILED: 'Failed' } as const;

/** A webhook's latest deliveries: status, attempts, the receiver's answer; Redeliver sends one again. */
export function WebhookDeliveriesDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const deliveries = useWebhookDeliveries(webhook.id);
  const redeliver = useRedeliver(webhook.id);
  const { notify } = useNotify();
  const send = async (deliveryId: string) => {
    try {
      await redeliver.mutateAsync(deliveryId);
      notify('Delivery queued again.');
    } catch {
      notify({ text: 'The delivery could not be queued. Try again.', mode: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="deliveries-title">
      <DialogTitle id="deliveries-title">Deliveries to {webhook.url}</DialogTitle>
      <DialogContent>
        {deliveries.isPending && <LinearProgress aria-label="Loading deliveries" />}
        {deliveries.isError && <Alert severity="error">{LOAD_FAILED_MESSAGE}</Alert>}
        {deliveries.isSuccess && (
          <TableScrollRegion label="Webhook deliveries">
            <Table aria-label="Webhook deliveries" size="small">
              <IntegrationTableHead headers={HEADERS} />
              <TableBody>
                {deliveries.data.length === 0 && <EmptyTableRow colSpan={HEADERS.length}>No deliveries yet.</EmptyTableRow>}
                {deliveries.data.map((delivery) => (
                  <TableRow key={delivery.id}>
                    <TableCell>{delivery.eventType}</TableCell>
                    <TableCell>{formatLocalDateTime(delivery.createdAt)}</TableCell>
                    <TableCell>{STATUS_WORDS[delivery.status]}</TableCell>
                    <TableCell>{delivery.attempts}</TableCell>
                    <TableCell>{delivery.responseCode ?? delivery.lastError ?? ''}</TableCell>
                    <TableCell align="right">
                      <Button onClick={() => void send(delivery.id)} disabled={redeliver.isPending}>
                        Redeliver
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScrollRegion>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
