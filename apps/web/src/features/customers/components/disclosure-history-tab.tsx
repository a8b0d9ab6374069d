import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import AddOutlined from '@mui/icons-material/AddOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { RevisionsRequested } from '../../../widgets/disclosure-form/disclosure-form';
import { useDisclosureHistory } from '../api/get-disclosure-history';
import type { HistoricalConfiguration } from '../api/get-historical-configurations';
import { formatLocalDateTime } from '../../../components/format-display-date';
import { DisclosureDialog, type DisclosureDialogTarget } from './disclosure-dialog';

/**
 * One disclosure form's tab (spec 000 §2): the customer's requested changes in an orange box, the
 * history (Submission Date, User Submitted, view) and Add Disclosure.
 */
export function DisclosureHistoryTab({ customerId, configuration }: { customerId: number; configuration: HistoricalConfiguration }) {
  const history = useDisclosureHistory(configuration.evdId);
  const [target, setTarget] = useState<DisclosureDialogTarget | null>(null);
  return (
    <Box>
      <RevisionsRequested revisions={history.data?.revisionsRequested ?? []} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button
          variant="contained"
          startIcon={<AddOutlined aria-hidden />}
          onClick={() => setTarget({ kind: 'new', configId: configuration.id })}
        >
          Add Disclosure
        </Button>
      </Box>
      <Paper variant="outlined">
        {history.isFetching && <LinearProgress aria-label="Loading disclosure history" />}
        {history.isError && <Alert severity="error">Error loading the disclosure history, please try again.</Alert>}
        <TableScrollRegion label={`${configuration.evdName} history`}>
          <Table aria-label={`${configuration.evdName} history`}>
            <TableHead>
              <TableRow>
                <TableCell>Submission Date</TableCell>
                <TableCell>User Submitted</TableCell>
                <TableCell align="right">Action</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(history.data?.disclosures ?? []).map((disclosure) => {
                const when = formatLocalDateTime(disclosure.submissionDate);
                return (
                  <TableRow key={disclosure.metaData.submissionId} hover>
                    <TableCell>{when}</TableCell>
                    <TableCell>{disclosure.username}</TableCell>
                    <TableCell align="right">
                      <Tooltip title="View disclosure">
                        <IconButton
                          aria-label={`View the disclosure submitted ${when}`}
                          onClick={() => setTarget({ kind: 'view', submissionId: disclosure.metaData.submissionId })}
                        >
                          <VisibilityOutlined />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                );
              })}
              {history.isSuccess && history.data.disclosures.length === 0 && (
                <EmptyTableRow colSpan={3}>No disclosures submitted yet.</EmptyTableRow>
              )}
            </TableBody>
          </Table>
        </TableScrollRegion>
      </Paper>
      <DisclosureDialog customerId={customerId} evdId={configuration.evdId} target={target} onClose={() => setTarget(null)} />
    </Box>
  );
}
