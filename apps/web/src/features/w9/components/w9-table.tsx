import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { formatDisplayDate } from '../../../components/format-display-date';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDownloadW9 } from '../api/download-w9';
import type { W9Record } from '../api/get-w9s';
import { W9_DOWNLOAD_FAILED } from '../utils/w9-texts';

function DownloadButton({ w9 }: { w9: W9Record }) {
  const download = useDownloadW9();
  const { notify } = useNotify();
  const run = async () => {
    try {
      await download.mutateAsync(w9);
    } catch {
      notify({ text: W9_DOWNLOAD_FAILED, mode: 'error' });
    }
  };
  return (
    <Tooltip title="Download">
      <span>
        <IconButton size="small" aria-label={`Download ${w9.filename}`} onClick={() => void run()} disabled={download.isPending}>
          {download.isPending ? <CircularProgress size={18} aria-hidden /> : <FileDownloadOutlined fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The table view "Your W-9" (spec 001 §2 W-9): filename, upload date, customers, download; Add W-9. */
export function W9Table({ w9s, heading, onAdd }: { w9s: readonly W9Record[]; heading: 'h2' | 'h3'; onAdd: () => void }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography id={titleId} variant="h3" component={heading} sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
          Your W-9
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={onAdd}>
          Add W-9
        </Button>
      </Box>
      <TableScrollRegion label="W-9 forms" outlined>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell>W-9 filename</TableCell>
              <TableCell>Upload Date</TableCell>
              <TableCell>Customer Name</TableCell>
              <TableCell align="right">Download</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {w9s.map((w9) => (
              <TableRow key={w9.id}>
                <TableCell>{w9.filename}</TableCell>
                <TableCell>{formatDisplayDate(w9.uploadDate)}</TableCell>
                <TableCell>{w9.customerNames.join(', ')}</TableCell>
                <TableCell align="right">
                  <DownloadButton w9={w9} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScrollRegion>
    </Box>
  );
}
