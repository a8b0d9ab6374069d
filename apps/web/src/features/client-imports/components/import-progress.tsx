import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { CLIENT_IMPORT_KIND_LABELS, type ClientImport } from '@app/shared/client-imports/client-imports';
import { CardSkeleton } from '../../../components/loading-skeletons';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { useClientImport } from '../api/client-imports';

const count = (value: number) => value.toLocaleString('en-US');

/** What an import did, in words: "3 created, 1 updated, 5 unchanged, 2 skipped". */
export function importOutcome(item: ClientImport): string {
  return `${count(item.created)} created, ${count(item.updated)} updated, ${count(item.unchanged)} unchanged, ${count(item.skipped)} skipped`;
}

/** The progress of the import just submitted: a bar of rows gone through, then what it changed. */
export function ImportProgress({ importId }: { importId: number }) {
  const current = useClientImport(importId);
  const item = current.data;
  const percent = item && item.rowsTotal > 0 ? Math.round((item.rowsDone / item.rowsTotal) * 100) : 0;
  return (
    <Card component="section" aria-labelledby="import-progress-heading" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="import-progress-heading" variant="h2" component="h2" gutterBottom>
          {item ? `${CLIENT_IMPORT_KIND_LABELS[item.kind]} import: ${item.filename}` : 'Import'}
        </Typography>
        {current.isError && <Alert severity="error">{LOAD_FAILED_MESSAGE}</Alert>}
        {item && (item.status === 'PENDING' || item.status === 'RUNNING') && (
          <Box>
            <LinearProgress variant="determinate" value={percent} aria-label="Import progress" />
            <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
              {item.status === 'PENDING' ? 'Waiting to start…' : `${count(item.rowsDone)} of ${count(item.rowsTotal)} rows (${percent}%)`}
            </Typography>
          </Box>
        )}
        {item?.status === 'COMPLETE' && <Alert severity="success">Import complete: {importOutcome(item)}.</Alert>}
        {item?.status === 'FAILED' && (
          <Alert severity="error">
            The import failed{item.error ? `: ${item.error}` : ''}. Rows already imported stay; import the file again to finish.
          </Alert>
        )}
        {!item && current.isPending && <CardSkeleton label="Loading the import" heading={false} lines={2} />}
      </CardContent>
    </Card>
  );
}
