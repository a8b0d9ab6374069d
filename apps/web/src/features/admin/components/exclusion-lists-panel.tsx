import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { TableScrollRegion } from '../../../components/table-scroll-region';
import { errorMessage } from '../../../api/api-error';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { BlockSkeleton } from '../../../components/loading-skeletons';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDownloadListSource } from '../api/download-list-source';
import { useListSnapshots } from '../api/get-list-snapshots';
import { useListSources } from '../api/get-list-sources';
import { useUpdateListSource } from '../api/update-list-source';
import { shortHash } from '../screening-console';
import { ExclusionListSourceCard, importedAt, importer } from './exclusion-list-source-card';
import { ListImportForm } from './list-import-form';
import { ListSourceSettingsDialog } from './list-source-settings-dialog';

const LIST_GROUPS = [
  { kind: 'federal', title: 'Federal lists', note: null },
  {
    kind: 'state',
    title: 'State Medicaid lists',
    note: 'New Mexico, Oklahoma, Rhode Island, South Dakota, Utah, Virginia and Wisconsin publish no list of their own; they rely on the OIG LEIE.',
  },
] as const;

const SNAPSHOT_COLUMNS = ['List', 'Imported', 'File', 'Hash', 'Status', 'Records', 'Added', 'Changed', 'Removed', 'Imported by'];

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
                  <TableCell sx={{ wordBreak: 'break-all' }}>
                    {snapshot.sourceFileId === null ? (
                      snapshot.fileName
                    ) : (
                      <Link href={`/services/files/${snapshot.sourceFileId}`} download={snapshot.fileName}>
                        {snapshot.fileName}
                      </Link>
                    )}
                  </TableCell>
                  <TableCell>
                    <Box component="code" title={snapshot.fileSha256}>
                      {shortHash(snapshot.fileSha256)}
                    </Box>
                  </TableCell>
                  <TableCell>
                    {snapshot.status}
                    {snapshot.demo ? ' (demo snapshot)' : ''}
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
 * Exclusion Lists tab (issue 18, the screening console; issue 32 adds the 44 state lists): each list with
 * its status, the snapshot in force and its daily download (enable, disable, edit, run now), the upload of
 * a list file with its progress, and the latest snapshots of every list (file hash, rows added, changed
 * and removed, who imported).
 */
export default function ExclusionListsPanel() {
  const sources = useListSources();
  const download = useDownloadListSource();
  const update = useUpdateListSource();
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

  const toggleDownload = async (source: { id: string; name: string; downloadUrl: string | null; downloadEnabled: boolean }) => {
    const enable = !source.downloadEnabled;
    try {
      await update.mutateAsync({ sourceId: source.id, downloadUrl: source.downloadUrl, downloadEnabled: enable });
      notify(`${source.name}: daily download ${enable ? 'enabled' : 'disabled'}`);
    } catch (error) {
      notify({ text: errorMessage(error, `${source.name}: the download setting could not be saved`), mode: 'error' });
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
          {LIST_GROUPS.map((group) => {
            const members = sources.data.filter((source) => source.kind === group.kind);
            return (
              <Box component="section" key={group.kind} aria-labelledby={`${group.kind}-lists-heading`} sx={{ mb: 3 }}>
                <Typography id={`${group.kind}-lists-heading`} variant="h3" component="h3" sx={{ mb: 0.5 }}>
                  {group.title} ({members.length})
                </Typography>
                {group.note && (
                  <Typography variant="body2" sx={{ mb: 1 }}>
                    {group.note}
                  </Typography>
                )}
                <Box component="ul" aria-label={group.title} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
                  {members.map((source) => (
                    <ExclusionListSourceCard
                      key={source.id}
                      source={source}
                      busy={download.isPending || update.isPending}
                      onEdit={() => setEditing(source.id)}
                      onDownloadNow={() => void downloadNow(source)}
                      onToggleDownload={() => void toggleDownload(source)}
                    />
                  ))}
                </Box>
              </Box>
            );
          })}
          <ListImportForm sources={sources.data} />
        </>
      )}
      <SnapshotsTable names={names} />
      {editedSource && <ListSourceSettingsDialog source={editedSource} onClose={() => setEditing(null)} />}
    </Box>
  );
}
