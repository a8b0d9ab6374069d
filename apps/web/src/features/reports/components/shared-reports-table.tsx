import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { ScheduledReport } from '@app/shared/reports/scheduled-report';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatDisplayDate } from '../../../components/format-display-date';
import { TableSkeleton } from '../../../components/loading-skeletons';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDeleteScheduledReport } from '../api/delete-scheduled-report';
import { useScheduledReports } from '../api/get-scheduled-reports';
import { DELETE_FAILED, DELETE_SUCCEEDED, FREQUENCY_LABELS, joinWithAnd } from '../utils/scheduled-report-texts';

/** One delivery as the list shows it: e-mail, when, and the outcome. */
function deliveryText(delivery: ScheduledReport['deliveries'][number]): string {
  if (delivery.error) return `${delivery.email}: failed (${delivery.error})`;
  if (delivery.sentAt) return `${delivery.email}: sent ${formatDisplayDate(delivery.sentAt)}`;
  return `${delivery.email}: pending`;
}

function useConfirmDelete() {
  const { showAlert, notify } = useNotify();
  const remove = useDeleteScheduledReport();
  return (report: ScheduledReport) =>
    showAlert({
      title: 'Delete Scheduled Report',
      description: `Are you sure you want to delete the report scheduled for ${formatDisplayDate(report.startDate)}?`,
      cancelText: 'Cancel',
      actionText: 'Delete',
      actionFn: async () => {
        try {
          await remove.mutateAsync(report.id);
          notify(DELETE_SUCCEEDED);
        } catch {
          notify({ text: DELETE_FAILED, mode: 'error' });
        }
      },
    });
}

/** The scheduled shared reports, all rows and no paging (spec 001 §2), each with its deliveries. */
export function SharedReportsTable({ onEdit }: { onEdit: (report: ScheduledReport) => void }) {
  const reports = useScheduledReports(true);
  const confirmDelete = useConfirmDelete();
  if (reports.isPending) return <TableSkeleton label="Loading shared reports" rows={3} columns={7} />;
  if (reports.isError) return <Alert severity="error">Error loading the shared reports, please try again.</Alert>;
  return (
    <TableScrollRegion label="Shared Reports" outlined>
      <Table size="small" aria-label="Shared Reports">
        <TableHead>
          <TableRow>
            {['Send Date', 'Repeat', 'Next Send', 'Company', 'Recipients', 'Deliveries', 'Actions'].map((head) => (
              <TableCell key={head} sx={{ fontWeight: 600 }}>
                {head}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {reports.data.map((report) => (
            <TableRow key={report.id}>
              <TableCell>{formatDisplayDate(report.startDate)}</TableCell>
              <TableCell>{FREQUENCY_LABELS[report.frequency]}</TableCell>
              <TableCell>{formatDisplayDate(report.nextSendDate) || '—'}</TableCell>
              <TableCell>{report.companyName}</TableCell>
              <TableCell>{joinWithAnd(report.recipients.map((recipient) => `${recipient.contactName} <${recipient.email}>`))}</TableCell>
              <TableCell>
                {report.deliveries.length === 0
                  ? 'None yet'
                  : report.deliveries.map((delivery) => (
                      <Box key={`${delivery.occurrence}-${delivery.email}`}>{deliveryText(delivery)}</Box>
                    ))}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <IconButton aria-label={`Edit report scheduled for ${formatDisplayDate(report.startDate)}`} onClick={() => onEdit(report)}>
                  <EditOutlined />
                </IconButton>
                <IconButton
                  aria-label={`Delete report scheduled for ${formatDisplayDate(report.startDate)}`}
                  onClick={() => confirmDelete(report)}
                >
                  <DeleteOutlined />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
          {reports.data.length === 0 && <EmptyTableRow colSpan={7}>No reports are scheduled yet.</EmptyTableRow>}
        </TableBody>
      </Table>
    </TableScrollRegion>
  );
}
