import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CLIENT_IMPORT_KIND_LABELS, type ClientImport } from '@app/shared/client-imports/client-imports';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatLocalDateTime } from '../../../components/format-display-date';
import { BlockSkeleton } from '../../../components/loading-skeletons';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { useClientImports } from '../api/client-imports';
import { importOutcome } from './import-progress';

const STATUS_TEXT: Record<ClientImport['status'], string> = {
  PENDING: 'Waiting',
  RUNNING: 'Importing',
  COMPLETE: 'Complete',
  FAILED: 'Failed',
};

/** Import History: the client's latest imports, newest first, with each one's progress or outcome. */
export function ImportHistoryTable() {
  const history = useClientImports();
  return (
    <section aria-labelledby="import-history-heading">
      <Typography id="import-history-heading" variant="h2" component="h2" sx={{ mt: 4, mb: 1 }}>
        Import History
      </Typography>
      {history.isError && <Alert severity="error">{LOAD_FAILED_MESSAGE}</Alert>}
      {history.isPending && <BlockSkeleton label="Loading import history" variant="rounded" height={120} />}
      {history.data && (
        <Paper variant="outlined">
          <TableScrollRegion label="Import history">
            <Table size="small" aria-label="Import history">
              <TableHead>
                <TableRow>
                  <TableCell>Submitted</TableCell>
                  <TableCell>File</TableCell>
                  <TableCell>Type</TableCell>
                  <TableCell>By</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Rows</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {history.data.length === 0 && <EmptyTableRow colSpan={6}>No imports yet.</EmptyTableRow>}
                {history.data.map((item) => (
                  <TableRow key={item.id}>
                    <TableCell>{formatLocalDateTime(item.submittedAt)}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{item.filename}</TableCell>
                    <TableCell>{CLIENT_IMPORT_KIND_LABELS[item.kind]}</TableCell>
                    <TableCell>{item.username}</TableCell>
                    <TableCell>
                      {STATUS_TEXT[item.status]}
                      {item.status === 'FAILED' && item.error && (
                        <Typography variant="body2" color="error">
                          {item.error}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ minWidth: 160 }}>
                      {item.status === 'RUNNING' || item.status === 'PENDING' ? (
                        <LinearProgress
                          variant="determinate"
                          value={item.rowsTotal ? (item.rowsDone / item.rowsTotal) * 100 : 0}
                          aria-label={`Progress of ${item.filename}`}
                        />
                      ) : (
                        `${item.rowsTotal.toLocaleString('en-US')}: ${importOutcome(item)}`
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScrollRegion>
        </Paper>
      )}
    </section>
  );
}
