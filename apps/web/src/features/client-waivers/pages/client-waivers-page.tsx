import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WAIVER_FILTERS, WAIVER_STATUS_TEXT, type PaymentWaiver, type WaiverFilter, type WaiverStatus } from '@app/shared/payments/waivers';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatDisplayDate } from '../../../components/format-display-date';
import { BlockSkeleton } from '../../../components/loading-skeletons';
import { PageHeader } from '../../../components/page-header';
import { useNotify } from '../../../components/notifications/notification-context';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { urlParam, useDraft, useUrlState } from '../../../lib/use-url-state';
import { useClientWaivers } from '../api/client-waivers';
import { WaiverDecisionDialog } from '../components/waiver-decision-dialog';
import { WaiverHistoryDialog } from '../components/waiver-history-dialog';
import { ListPagination } from '../../../components/list-pagination';

const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZES: readonly number[] = [10, 25, 50];

const FILTER_TEXT: Record<WaiverFilter, string> = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected', ALL: 'All' };
/** The chip's border carries the colour; its text keeps the body colour (warning text fails contrast). */
const CHIP_COLOR: Record<WaiverStatus, 'warning' | 'success' | 'error'> = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'error' };

/** Pending first, 25 a page; the search is kept as typed and trimmed when sent. */
const WAIVER_LIST_PARAMS = {
  status: urlParam.oneOf(WAIVER_FILTERS, 'PENDING'),
  vendorName: urlParam.text(),
  page: urlParam.int(0),
  size: urlParam.oneOf(PAGE_SIZES, 25),
};

type Open = { kind: 'approve' | 'reject' | 'history'; waiver: PaymentWaiver } | null;

/**
 * /client-waivers (spec 002, PaymentWaiverAccess; PRODUCT-NOTES §4 "Payment Waiver Requests"): the
 * vendors' requests to waive a payment, pending first by default; a Payment Status filter (pending,
 * approved, rejected or all) and a vendor name search; Approve, Reject with a reason, and View with the
 * request's history.
 */
export default function ClientWaiversPage({ title = 'Waivers' }: { title?: string }) {
  const [{ status, vendorName, page, size }, setState] = useUrlState(WAIVER_LIST_PARAMS);
  const [search, setSearch] = useDraft(vendorName);
  const [open, setOpen] = useState<Open>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { notify } = useNotify();
  const waivers = useClientWaivers({ status, vendorName: vendorName.trim() || undefined, page, size });

  const typeSearch = (value: string) => {
    setSearch(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState({ vendorName: value, page: 0 }, { replace: true }), SEARCH_DEBOUNCE_MS);
  };

  return (
    <>
      <PageHeader title={title} subtitle="Payment Waiver Requests: vendors asking you to waive a payment you require of them." />
      <Box
        component="form"
        role="search"
        aria-label="Filter waiver requests"
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        <TextField
          select
          label="Payment Status"
          size="small"
          value={status}
          onChange={(event) => setState({ status: event.target.value as WaiverFilter, page: 0 })}
          sx={{ flex: '1 1 180px' }}
        >
          {WAIVER_FILTERS.map((filter) => (
            <MenuItem key={filter} value={filter}>
              {FILTER_TEXT[filter]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Vendor name"
          size="small"
          value={search}
          onChange={(event) => typeSearch(event.target.value)}
          sx={{ flex: '2 1 220px' }}
        />
      </Box>
      {waivers.isError && <Alert severity="error">{LOAD_FAILED_MESSAGE}</Alert>}
      {waivers.isPending && <BlockSkeleton label="Loading waiver requests" variant="rounded" height={160} />}
      {waivers.data && (
        <Paper variant="outlined">
          {waivers.isFetching && <LinearProgress aria-label="Reloading waiver requests" />}
          <TableScrollRegion label="Payment waiver requests">
            <Table aria-label="Payment waiver requests" size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Vendor</TableCell>
                  <TableCell>Payment</TableCell>
                  <TableCell>Reason</TableCell>
                  <TableCell>Requested</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Decision</TableCell>
                  <TableCell>Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {waivers.data.content.map((waiver) => (
                  <TableRow key={waiver.id}>
                    <TableCell>{waiver.vendorName}</TableCell>
                    <TableCell>{waiver.label}</TableCell>
                    <TableCell>
                      {waiver.reasonText}
                      {waiver.reasonDetails && (
                        <Typography variant="body2" color="text.secondary">
                          {waiver.reasonDetails}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      {formatDisplayDate(waiver.requestedAt.slice(0, 10))}
                      <Typography variant="body2" color="text.secondary">
                        {waiver.requestedByName}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        sx={{ borderColor: `${CHIP_COLOR[waiver.status]}.main`, borderWidth: 2 }}
                        label={WAIVER_STATUS_TEXT[waiver.status]}
                      />
                    </TableCell>
                    <TableCell>
                      {waiver.decidedAt && (
                        <>
                          {formatDisplayDate(waiver.decidedAt.slice(0, 10))}, {waiver.decidedByName}
                          {waiver.decisionReason && (
                            <Typography variant="body2" color="text.secondary">
                              {waiver.decisionReason}
                            </Typography>
                          )}
                        </>
                      )}
                    </TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                        {waiver.status === 'PENDING' && (
                          <>
                            <Button
                              size="small"
                              variant="contained"
                              onClick={() => setOpen({ kind: 'approve', waiver })}
                              aria-label={`Approve ${waiver.vendorName}'s waiver request`}
                            >
                              Approve
                            </Button>
                            <Button
                              size="small"
                              variant="outlined"
                              color="error"
                              onClick={() => setOpen({ kind: 'reject', waiver })}
                              aria-label={`Reject ${waiver.vendorName}'s waiver request`}
                            >
                              Reject
                            </Button>
                          </>
                        )}
                        <Button
                          size="small"
                          onClick={() => setOpen({ kind: 'history', waiver })}
                          aria-label={`View ${waiver.vendorName}'s waiver request`}
                        >
                          View
                        </Button>
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
                {waivers.data.content.length === 0 && (
                  <EmptyTableRow colSpan={7}>
                    {status === 'PENDING' && !vendorName
                      ? 'No waiver requests are waiting for your decision.'
                      : 'No waiver requests match.'}
                  </EmptyTableRow>
                )}
              </TableBody>
            </Table>
          </TableScrollRegion>
          <ListPagination
            count={waivers.data.total}
            page={page}
            rowsPerPage={size}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(next) => setState({ page: next })}
            onRowsPerPageChange={(rowsPerPage) => setState({ size: rowsPerPage, page: 0 })}
          />
        </Paper>
      )}
      {open?.kind === 'history' && <WaiverHistoryDialog waiver={open.waiver} onClose={() => setOpen(null)} />}
      {open && open.kind !== 'history' && (
        <WaiverDecisionDialog
          waiver={open.waiver}
          approve={open.kind === 'approve'}
          onClose={() => setOpen(null)}
          onDone={(decided) => {
            setOpen(null);
            notify({
              text: `${decided.vendorName}'s waiver request was ${decided.status === 'APPROVED' ? 'approved' : 'rejected'}.`,
              mode: 'success',
            });
          }}
        />
      )}
    </>
  );
}
