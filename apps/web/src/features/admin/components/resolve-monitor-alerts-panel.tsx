import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  BULK_RESOLVE_INVALID_FILE,
  BULK_RESOLVE_UNKNOWN_ERROR,
  type BulkResolveRejected,
  type BulkResolveResult,
} from '@app/shared/admin/bulk-alert-resolve';
import { UPLOAD_MAX_BYTES } from '@app/shared/files/uploads';
import { isApiError } from '../../../api/api-error';
import { FileDropZone, type StoredFile } from '../../../widgets/file-drop-zone/file-drop-zone';
import { bulkResolveRejection, uploadBulkResolveFile, useBulkResolveAlerts } from '../api/bulk-uploads';
import { BulkResolveErrorTable } from './bulk-resolve-error-table';

type Stage = { kind: 'upload' } | { kind: 'rejected'; rejection: BulkResolveRejected } | { kind: 'done'; result: BulkResolveResult };

/** What a failed resolve says (spec 002 §8): 404 the columns text, 500 'Unknown error', else the server's reason. */
function failureText(error: unknown): string {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return BULK_RESOLVE_UNKNOWN_ERROR;
  if (error.status === 404) return BULK_RESOLVE_INVALID_FILE;
  return error.message;
}

/**
 * Resolve Monitor Alerts (spec 002 §2, §4): upload a CSV of Monitor Record ID, Progress Status and Note;
 * the alerts are resolved only when every row is right — otherwise the rows with errors show in a table
 * with Back. A success panel with Reset follows.
 */
export default function ResolveMonitorAlertsPanel() {
  const [file, setFile] = useState<StoredFile | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'upload' });
  const resolve = useBulkResolveAlerts();

  const submit = async () => {
    if (!file) return;
    try {
      setStage({ kind: 'done', result: await resolve.mutateAsync(file.id) });
    } catch (error) {
      const rejection = bulkResolveRejection(error);
      if (rejection) setStage({ kind: 'rejected', rejection });
    }
  };
  const startOver = () => {
    resolve.reset();
    setFile(null);
    setStage({ kind: 'upload' });
  };

  return (
    <Box component="section" aria-labelledby="resolve-alerts-heading" sx={{ maxWidth: 960 }}>
      <Typography id="resolve-alerts-heading" variant="h2" component="h2" sx={{ mb: 1 }}>
        Resolve Monitor Alerts
      </Typography>
      {stage.kind === 'upload' && (
        <>
          <Typography variant="body1" sx={{ mb: 2 }}>
            Upload a CSV file with a header row and three columns in this order: Monitor Record ID (the alert&apos;s number in Alert
            Review), Progress Status (OPEN, CONFIRMED or CLEARED) and Note. Every row is checked first: the alerts are resolved only when
            all rows are right, and each keeps its note in its history.
          </Typography>
          <FileDropZone
            label="Bulk resolve file"
            extensions={['.csv']}
            typeLabel="CSV"
            maxBytes={UPLOAD_MAX_BYTES.alertBulkResolve}
            file={file}
            upload={uploadBulkResolveFile}
            onChange={(stored) => {
              setFile(stored);
              resolve.reset();
            }}
            disabled={resolve.isPending}
          />
          {resolve.isPending && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="body2">Resolving the alerts…</Typography>
              <LinearProgress aria-label="Resolving the alerts" />
            </Box>
          )}
          {resolve.isError && !bulkResolveRejection(resolve.error) && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failureText(resolve.error)}
            </Alert>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button variant="contained" onClick={() => void submit()} disabled={!file || resolve.isPending}>
              Resolve Alerts
            </Button>
          </Box>
        </>
      )}
      {stage.kind === 'rejected' && <BulkResolveErrorTable rejection={stage.rejection} onBack={startOver} />}
      {stage.kind === 'done' && (
        <Alert
          severity="success"
          action={
            <Button color="inherit" onClick={startOver}>
              Reset
            </Button>
          }
        >
          {stage.result.rows.toLocaleString('en-US')} {stage.result.rows === 1 ? 'alert was' : 'alerts were'} resolved (
          {stage.result.statusChanged.toLocaleString('en-US')} changed status). Each keeps its note in its history; the subjects&apos;
          statuses follow.
        </Alert>
      )}
    </Box>
  );
}
