import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ListSnapshot } from '@app/shared/screening/lists';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { errorMessage } from '../../../api/api-error';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatLocalDateTime } from '../../../components/format-display-date';
import { BlockSkeleton } from '../../../components/loading-skeletons';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDownloadListSource } from '../api/download-list-source';
import { useListSnapshots } from '../api/get-list-snapshots';
import { useListSources } from '../api/get-list-sources';
import { shortHash } from '../screening-console';
import { ListImportForm } from './list-import-form';
import { ListSourceSettingsDialog } from './list-source-settings-dialog';

const SNAPSHOT_COLUMNS = ['List', 'Imported', 'File', 'Hash', 'Status', 'Records', 'Added', 'Changed', 'Removed', 'Imported by'];
const importedAt = (snapshot: ListSnapshot) => formatLocalDateTime(snapshot.finishedAt ?? snapshot.startedAt);
const importer = (snapshot: ListSnapshot) => snapshot.importedBy ?? 'Daily download or seed';

function SnapshotsTable({ names }: { names: ReadonlyMap<string, string> }) {
  const snapshots = useListSnapshots();
  return (
    <Box component="section" aria-labelledby="list-snapshots-heading" sx={{ mt: 4 }}>
      <Typography id="list-snapshots-heading" variant="h3" component="h3" sx={{ mb: 1 }}>
        Snapshots
      </Typography>
      {snapshots.isError && <Alert severity="error">{errorMessage(snapshots.error, 'Unable to load snapshots')}</Alert>}
      {snapshots.isPending && <BlockSkeleton label="Loading snapshots" variant="rectangular" height={160} />}
      {snapshots.data && (
        <TableScrollRegion label="Snapshots" outlined>
          <Table size="small" aria-label="Snapshots">
            <TableHead>
              <TableRow>
                {SNAPSHOT_COLUMNS.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {snapshots.data.map((snapshot) => (
                <TableRow key={snapshot.id}>
                  <TableCell>{names.get(snapshot.sourceId) ?? snapshot.sourceId}</TableCell>
                  <TableCell>{importedAt(snapshot)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{snapshot.fileName}</TableCell>
                  <TableCell>
                    <Box component="code" title={snapshot.fileSha256}>
                      {shortHash(snapshot.fileSha256)}
                    </Box>
                  </TableCell>
                  <TableCell>
                    {snapshot.status}
                    {snapshot.error ? `: ${snapshot.error}` : ''}
                  </TableCell>
                  <TableCell>{snapshot.recordCount.toLocaleString('en-US')}</TableCell>
                  <TableCell>{snapshot.addedCount.toLocaleString('en-US')}</TableCell>
                  <TableCell>{snapshot.changedCount.toLocaleString('en-US')}</TableCell>
                  <TableCell>{snapshot.removedCount.toLocaleString('en-US')}</TableCell>
                  <TableCell>{importer(snapshot)}</TableCell>
                </TableRow>
              ))}
              {snapshots.data.length === 0 && (
                <EmptyTableRow colSpan={SNAPSHOT_COLUMNS.length}>No list has been imported yet.</EmptyTableRow>
              )}
            </TableBody>
          </Table>
        </TableScrollRegion>
      )}
    </Box>
  );
}

/**
 * Exclusion Lists tab (issue 18, the screening console): each list with the snapshot in force and its
 * daily download (editable, or run now), the upload of a list file with its progress, and the latest
 * snapshots of every list (file hash, rows added, changed and removed, who imported).
 */
export default function ExclusionListsPanel() {
  const sources = useListSources();
  const download = useDownloadListSource();
  const { notify } = useNotify();
  const [editing, setEditing] = useState<string | null>(null);
  const editedSource = sources.data?.find((source) => source.id === editing);
  const names = new Map((sources.data ?? []).map((source) => [source.id, source.name]));

  const downloadNow = async (source: { id: string; name: string }) => {
    try {
      await download.mutateAsync(source.id);
      notify(`${source.name}: download started`);
    } catch (error) {
      notify({ text: errorMessage(error, `${source.name}: the download could not start`), mode: 'error' });
    }
  };

  return (
    <Box component="section" aria-labelledby="exclusion-lists-heading">
      <Typography id="exclusion-lists-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
        Exclusion Lists
      </Typography>
      {sources.isError && <Alert severity="error">{errorMessage(sources.error, 'Unable to load the exclusion lists')}</Alert>}
      {sources.isPending && <BlockSkeleton label="Loading exclusion lists" variant="rectangular" height={200} />}
      {sources.data && sources.data.length === 0 && <Alert severity="info">No exclusion lists are configured.</Alert>}
      {sources.data && sources.data.length > 0 && (
        <>
          <Box component="ul" aria-label="Exclusion lists" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {sources.data.map((source) => {
              const snapshot = source.currentSnapshot;
              return (
                <Paper component="li" variant="outlined" key={source.id} sx={{ p: 1.5 }} aria-label={source.name}>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {source.name}
                  </Typography>
                  <Typography variant="body2">{source.recordCount.toLocaleString('en-US')} records in force</Typography>
                  {snapshot ? (
                    <Typography variant="body2">
                      Snapshot {snapshot.fileName}, imported {importedAt(snapshot)} by {importer(snapshot)}; hash{' '}
                      <Box component="code" title={snapshot.fileSha256}>
                        {shortHash(snapshot.fileSha256)}
                      </Box>
                      ; {snapshot.addedCount} added, {snapshot.changedCount} changed, {snapshot.removedCount} removed
                    </Typography>
                  ) : (
                    <Typography variant="body2">No snapshot imported yet</Typography>
                  )}
                  <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                    Daily download: {source.downloadEnabled ? 'on' : 'off'}
                    {source.downloadUrl ? ` from ${source.downloadUrl}` : ' (no URL)'}
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                    <Button
                      size="small"
                      variant="outlined"
                      aria-label={`Edit the daily download of ${source.name}`}
                      onClick={() => setEditing(source.id)}
                    >
                      Edit download
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      aria-label={`Download ${source.name} now`}
                      disabled={!source.downloadUrl || download.isPending}
                      onClick={() => void downloadNow(source)}
                    >
                      Download now
                    </Button>
                  </Box>
                </Paper>
              );
            })}
          </Box>
          <ListImportForm sources={sources.data} />
        </>
      )}
      <SnapshotsTable names={names} />
      {editedSource && <ListSourceSettingsDialog source={editedSource} onClose={() => setEditing(null)} />}
    </Box>
  );
}
