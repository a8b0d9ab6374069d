import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import type { ListSnapshot, ListSource } from '@app/shared/screening/lists';
import { formatLocalDateTime } from '../../../components/format-display-date';
import { shortHash } from '../screening-console';

type Source = z.infer<typeof ListSource>;

export const importedAt = (snapshot: ListSnapshot) => formatLocalDateTime(snapshot.finishedAt ?? snapshot.startedAt);
export const importer = (snapshot: ListSnapshot) => snapshot.importedBy ?? 'Daily download or seed';

/** Where a source stands, in one word an admin can scan down a list of 47. */
function sourceStatus(source: Source): { label: string; color: 'error' | 'success' | 'default' } {
  if (source.lastError) return { label: 'Needs attention', color: 'error' };
  if (!source.currentSnapshot) return { label: 'No snapshot', color: 'default' };
  if (source.currentSnapshot.demo) return { label: 'Demo snapshot', color: 'default' };
  return { label: 'In force', color: 'success' };
}

const FORMATS: Record<string, string> = { 'sharepoint-xml': 'SharePoint XML', xls: 'legacy XLS' };

interface Props {
  source: Source;
  busy: boolean;
  onEdit: () => void;
  onDownloadNow: () => void;
  onToggleDownload: () => void;
}

/**
 * One exclusion list on the admin tab: its status, records in force, the snapshot in force with its change
 * from the previous one, the last download and its error, and the actions (enable or disable the daily
 * download, edit its address, download now).
 */
export function ExclusionListSourceCard({ source, busy, onEdit, onDownloadNow, onToggleDownload }: Props) {
  const snapshot = source.currentSnapshot;
  const status = sourceStatus(source);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }} aria-label={source.name}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          {source.name}
        </Typography>
        <Chip size="small" label={status.label} color={status.color} variant={status.color === 'default' ? 'outlined' : 'filled'} />
      </Box>
      {source.kind === 'state' && (
        <Typography variant="body2">
          {FORMATS[source.format ?? ''] ?? source.format?.toUpperCase()} file, usually updated {source.cadence};{' '}
          {source.publisherPage && (
            <Link href={source.publisherPage} target="_blank" rel="noreferrer" underline="always">
              publisher&apos;s page
            </Link>
          )}
        </Typography>
      )}
      <Typography variant="body2">{source.recordCount.toLocaleString('en-US')} records in force</Typography>
      {snapshot ? (
        <Typography variant="body2">
          {snapshot.demo ? 'Demo snapshot (synthetic rows, not the published list) ' : 'Snapshot '}
          {snapshot.fileName}, imported {importedAt(snapshot)} by {importer(snapshot)}; hash{' '}
          <Box component="code" title={snapshot.fileSha256}>
            {shortHash(snapshot.fileSha256)}
          </Box>
          ; since the previous snapshot {snapshot.addedCount} added, {snapshot.changedCount} changed, {snapshot.removedCount} removed
        </Typography>
      ) : (
        <Typography variant="body2">No snapshot imported yet</Typography>
      )}
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        Daily download: {source.downloadEnabled ? 'on' : 'off'}
        {source.downloadUrl ? ` from ${source.downloadUrl}` : ' (no URL)'}
        {source.lastDownloadAt ? `; last run ${formatLocalDateTime(source.lastDownloadAt)}` : '; never run'}
      </Typography>
      {source.downloadNote && <Typography variant="body2">{source.downloadNote}</Typography>}
      {source.lastError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {source.lastErrorAt ? `${formatLocalDateTime(source.lastErrorAt)}: ` : ''}
          {source.lastError} The last good snapshot stays in force.
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          aria-label={`${source.downloadEnabled ? 'Disable' : 'Enable'} the daily download of ${source.name}`}
          disabled={!source.downloadUrl || busy}
          onClick={onToggleDownload}
        >
          {source.downloadEnabled ? 'Disable download' : 'Enable download'}
        </Button>
        <Button size="small" variant="outlined" aria-label={`Edit the daily download of ${source.name}`} onClick={onEdit}>
          Edit download
        </Button>
        <Button
          size="small"
          variant="outlined"
          aria-label={`Download ${source.name} now`}
          disabled={!source.downloadUrl || busy}
          onClick={onDownloadNow}
        >
          Download now
        </Button>
      </Box>
    </Paper>
  );
}
