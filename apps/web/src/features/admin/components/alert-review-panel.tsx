import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { AlertStatus } from '@app/shared/screening/alerts';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { errorMessage } from '../../../api/api-error';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatDisplayDate } from '../../../components/format-display-date';
import { BlockSkeleton } from '../../../components/loading-skeletons';
import { useListSources } from '../api/get-list-sources';
import { useScreeningAlerts } from '../api/get-screening-alerts';
import { useUrlState } from '../../../lib/use-url-state';
import { AGE_CHOICES, ALERT_LIST_PARAMS, alertQuery, REVIEW_STATUS_LABELS, type AlertFilters } from '../screening-console';
import { AlertReviewDialog } from './alert-review-dialog';
import { ListPagination } from '../../../components/list-pagination';

const COLUMNS = ['Raised', 'Vendor', 'Subject', 'List', 'Matched name', 'Band', 'Score', 'Status', 'Action'] as const;

function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: { xs: '100%', sm: 200 } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The history state of an entry the Review button pushed: closing goes Back to the queue it came from. */
const OPENED_FROM_QUEUE = { alertOpenedFromQueue: true };

/**
 * Alert Review tab (issue 18, the screening console): the alerts across vendors, filtered by status,
 * list, band and age, a page at a time; Review opens one with its evidence, the vendor's answer and its
 * history, to confirm or clear with a note. The open alert is in the address with the filters (`alert`):
 * Back closes it, a copied address opens it.
 */
export default function AlertReviewPanel() {
  const [state, setState] = useUrlState(ALERT_LIST_PARAMS);
  const { page, size, alert: openAlert, ...filters } = state;
  const location = useLocation();
  const navigate = useNavigate();
  const openedFromQueue = (location.state as typeof OPENED_FROM_QUEUE | null)?.alertOpenedFromQueue === true;
  // Closing an alert opened from the queue is Back (no entry of the queue twice in a row); one opened by
  // a copied address or a reload has no queue entry before it of its own, so closing replaces it.
  const closeAlert = () => (openedFromQueue ? void navigate(-1) : setState({ alert: 0 }, { replace: true }));
  const alerts = useScreeningAlerts(alertQuery(filters, page, size));
  const sources = useListSources();

  const setFilter = <K extends keyof AlertFilters>(key: K, value: AlertFilters[K]) => setState({ [key]: value, page: 0 });

  return (
    <Box component="section" aria-labelledby="alert-review-heading">
      <Typography id="alert-review-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
        Alert Review
      </Typography>
      <Box role="search" aria-label="Alert filters" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <FilterSelect
          id="alert-filter-status"
          label="Status"
          value={filters.status}
          onChange={(value) => setFilter('status', value as AlertFilters['status'])}
          options={[
            { value: '', label: 'Any status' },
            ...AlertStatus.options.map((status) => ({ value: status, label: REVIEW_STATUS_LABELS[status] })),
          ]}
        />
        <FilterSelect
          id="alert-filter-list"
          label="List"
          value={filters.sourceId}
          onChange={(value) => setFilter('sourceId', value)}
          options={[{ value: '', label: 'Any list' }, ...(sources.data ?? []).map((source) => ({ value: source.id, label: source.name }))]}
        />
        <FilterSelect
          id="alert-filter-band"
          label="Band"
          value={filters.band}
          onChange={(value) => setFilter('band', value as AlertFilters['band'])}
          options={[
            { value: '', label: 'Any band' },
            { value: 'MATCH', label: 'Match' },
            { value: 'POSSIBLE', label: 'Possible' },
          ]}
        />
        <FilterSelect
          id="alert-filter-age"
          label="Age"
          value={String(filters.minAgeDays)}
          onChange={(value) => setFilter('minAgeDays', value === '' ? '' : Number(value))}
          options={[{ value: '', label: 'Any age' }, ...AGE_CHOICES.map((choice) => ({ value: String(choice.days), label: choice.label }))]}
        />
      </Box>
      {sources.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Unable to load the lists for the List filter
        </Alert>
      )}
      {alerts.isError && <Alert severity="error">{errorMessage(alerts.error, 'Unable to load alerts')}</Alert>}
      {alerts.isPending && <BlockSkeleton label="Loading alerts" variant="rectangular" height={240} />}
      {alerts.data && (
        <Paper variant="outlined">
          {alerts.isFetching && <LinearProgress aria-label="Refreshing alerts" />}
          <TableScrollRegion label="Alerts">
            <Table size="small" aria-label="Alerts">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>{column}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {alerts.data.content.map((alert) => (
                  <TableRow key={alert.id}>
                    <TableCell>{formatDisplayDate(alert.createdAt)}</TableCell>
                    <TableCell>{alert.vendorName ?? `Vendor ${alert.vendorId}`}</TableCell>
                    <TableCell>
                      {alert.subjectType.toLowerCase()} {alert.subjectId}
                    </TableCell>
                    <TableCell>{alert.sourceName}</TableCell>
                    <TableCell>{alert.matchedName}</TableCell>
                    <TableCell>{alert.band === 'MATCH' ? 'Match' : 'Possible'}</TableCell>
                    <TableCell>{alert.score.toFixed(2)}</TableCell>
                    <TableCell>{REVIEW_STATUS_LABELS[alert.status]}</TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        variant="outlined"
                        aria-label={`Review alert ${alert.id}`}
                        onClick={() => setState({ alert: alert.id }, { state: OPENED_FROM_QUEUE })}
                      >
                        Review
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
                {alerts.data.content.length === 0 && <EmptyTableRow colSpan={COLUMNS.length}>No alerts match these filters.</EmptyTableRow>}
              </TableBody>
            </Table>
          </TableScrollRegion>
          <ListPagination
            count={alerts.data.total}
            page={page}
            rowsPerPage={size}
            rowsPerPageOptions={[25, 50, 100]}
            onPageChange={(next) => setState({ page: next })}
            onRowsPerPageChange={(rowsPerPage) => setState({ size: rowsPerPage, page: 0 })}
          />
        </Paper>
      )}
      <AlertReviewDialog alertId={openAlert === 0 ? null : openAlert} onClose={closeAlert} />
    </Box>
  );
}
