import { useEffect } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { useNotify } from '../../../components/notifications/notification-context';
import { useUploadHistory } from '../api/get-upload-history';
import { formatLocalDateTime } from '../../../components/format-display-date';

/** 'Error loading employees upload history' (spec 000 §8, error toast). */
const UPLOAD_HISTORY_FAILED = 'Error loading employees upload history';

/**
 * What became of an upload (beyond spec 000 §2, whose columns stop at Partial Upload): a failed one —
 * nothing saved, e.g. its processing stopped with the server — asks for the file again, which is the retry.
 */
const STATUS_TEXT = {
  PENDING: 'Processing…',
  COMPLETE: 'Complete',
  FAILED: 'Failed: nothing was saved. Please upload the file again.',
} as const;

type Upload = NonNullable<ReturnType<typeof useUploadHistory>['data']>[number];

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** '120 stored, 3 skipped' once the rows are stored. */
function rowCounts(upload: Upload): string {
  if (upload.status !== 'COMPLETE') return '—';
  return `${upload.rowsSaved} stored${upload.rowsSkipped ? `, ${upload.rowsSkipped} skipped` : ''}`;
}

/** What screening found so far: 'Screening: 40 of 120 screened', then '120 screened, 2 possible matches'. */
function screeningOutcome(upload: Upload): string {
  if (upload.status !== 'COMPLETE') return '—';
  if (upload.rowsScreened < upload.rowsSaved) return `Screening: ${upload.rowsScreened} of ${upload.rowsSaved} screened`;
  return `${upload.rowsScreened} screened, ${upload.matchesFound ? plural(upload.matchesFound, 'possible match') : 'no matches'}`;
}

/** The Upload History tab (spec 000 §2): every submission, no paging, with its status, row counts and screening outcome. */
export function UploadHistoryTable() {
  const history = useUploadHistory();
  const { notify } = useNotify();

  useEffect(() => {
    if (history.isError) notify({ text: UPLOAD_HISTORY_FAILED, mode: 'error' });
  }, [history.isError, notify]);

  return (
    <Paper variant="outlined">
      {history.isFetching && <LinearProgress aria-label="Loading upload history" />}
      <TableScrollRegion label="Upload history">
        <Table aria-label="Upload history">
          <TableHead>
            <TableRow>
              <TableCell>Submission Date</TableCell>
              <TableCell>File Name</TableCell>
              <TableCell>User Submitted</TableCell>
              <TableCell>Partial Upload</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Rows</TableCell>
              <TableCell>Screening</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(history.data ?? []).map((upload) => (
              <TableRow key={`${upload.submissionDate}-${upload.filename}`}>
                <TableCell>{formatLocalDateTime(upload.submissionDate)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{upload.filename}</TableCell>
                <TableCell>{upload.username}</TableCell>
                <TableCell>{upload.partialUpload ? 'Yes' : 'No'}</TableCell>
                <TableCell sx={upload.status === 'FAILED' ? { color: 'error.main' } : undefined}>{STATUS_TEXT[upload.status]}</TableCell>
                <TableCell>{rowCounts(upload)}</TableCell>
                <TableCell>{screeningOutcome(upload)}</TableCell>
              </TableRow>
            ))}
            {history.isSuccess && history.data.length === 0 && <EmptyTableRow colSpan={7}>No uploads yet.</EmptyTableRow>}
          </TableBody>
        </Table>
      </TableScrollRegion>
    </Paper>
  );
}
