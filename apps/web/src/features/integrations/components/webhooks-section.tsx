import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Webhook, WebhookEventType } from '@app/shared/integrations/webhooks';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatLocalDateTime } from '../../../components/format-display-date';
import { useNotify } from '../../../components/notifications/notification-context';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { IntegrationSectionHeader, IntegrationTableHead } from './integration-parts';
import { useDeleteWebhook, useWebhooks } from '../api/webhooks';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog';

const HEADERS = ['URL', 'Events', 'Status', 'Last Success', 'Actions'];

/** Webhooks: the list (a row opens its deliveries), Add (the signing secret shown once) and Delete. */
export function WebhooksSection({ events }: { events: readonly WebhookEventType[] }) {
  const webhooks = useWebhooks(true);
  const remove = useDeleteWebhook();
  const { notify, showAlert } = useNotify();
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<Webhook | null>(null);

  const confirmDelete = (webhook: Webhook) =>
    showAlert({
      title: 'Delete Webhook',
      description: `Delete the webhook to ${webhook.url}? Nothing more will be sent to it, and its delivery history goes too.`,
      cancelText: 'Cancel',
      actionText: 'Delete',
      actionFn: async () => {
        try {
          await remove.mutateAsync(webhook.id);
          notify('Webhook deleted.');
        } catch {
          notify({ text: 'The webhook could not be deleted. Try again.', mode: 'error' });
        }
      },
    });

  return (
    <Box component="section" aria-labelledby="webhooks-heading">
      <IntegrationSectionHeader id="webhooks-heading" title="Webhooks" addLabel="Add Webhook" onAdd={() => setAdding(true)}>
        Each event is posted as signed JSON (X-VendorProof-Signature) and retried for 24 hours until your server answers 2xx.
      </IntegrationSectionHeader>
      {webhooks.isError ? (
        <Alert severity="error">{LOAD_FAILED_MESSAGE}</Alert>
      ) : (
        <TableScrollRegion label="Webhooks">
          <Table aria-label="Webhooks" size="small" aria-busy={webhooks.isPending}>
            <IntegrationTableHead headers={HEADERS} />
            <TableBody>
              {webhooks.isPending && (
                <TableRow>
                  {HEADERS.map((header) => (
                    <TableCell key={header}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              )}
              {webhooks.data?.length === 0 && <EmptyTableRow colSpan={HEADERS.length}>No webhooks yet.</EmptyTableRow>}
              {webhooks.data?.map((webhook) => (
                <TableRow key={webhook.id} hover onClick={() => setOpen(webhook)} sx={{ cursor: 'pointer' }}>
                  <TableCell sx={{ wordBreak: 'break-all' }}>
                    <Link component="button" type="button" onClick={() => setOpen(webhook)} aria-label={`Deliveries to ${webhook.url}`}>
                      {webhook.url}
                    </Link>
                  </TableCell>
                  <TableCell>{webhook.events.join(', ')}</TableCell>
                  <TableCell>{webhook.disabledAt ? `Disabled: ${webhook.disabledReason ?? ''}` : 'Active'}</TableCell>
                  <TableCell>{webhook.lastSuccessAt ? formatLocalDateTime(webhook.lastSuccessAt) : 'Never'}</TableCell>
                  <TableCell align="right">
                    <Button
                      color="error"
                      aria-label={`Delete the webhook to ${webhook.url}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        confirmDelete(webhook);
                      }}
                    >
                      Delete
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScrollRegion>
      )}
      <CreateWebhookDialog open={adding} events={events} onClose={() => setAdding(false)} />
      {open && <WebhookDeliveriesDialog webhook={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
