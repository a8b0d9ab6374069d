import { memo, useDeferredValue, useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
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
import TableSortLabel from '@mui/material/TableSortLabel';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ChevronRight from '@mui/icons-material/ChevronRight';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Skeleton from '@mui/material/Skeleton';
import {
  EMPLOYEE_PAGE_SIZES,
  EMPLOYEE_STATUS_FILTER_LABELS,
  EmployeeStatusFilter,
  type EmployeeListItem,
} from '@app/shared/employees/employee';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { urlParam, useUrlState } from '../../../lib/use-url-state';
import { useRowLink } from '../../../lib/use-row-link';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { ListPagination } from '../../../components/list-pagination';
import { ChoiceField, type Choice } from '../../../components/choice-field';
import { useEmployees } from '../api/get-employees';
import { formatDisplayDate } from '../../../components/format-display-date';
import { EmployeeCards } from './employee-cards';
import { EmployeeSearch } from './employee-search';
import { EmployeeStatusDot } from './employee-status-dot';
import { useConfirmTerminate } from './use-confirm-terminate';

const SORT_FIELDS = ['status', 'firstName', 'lastName', 'dob'] as const;
type SortBy = (typeof SORT_FIELDS)[number];

/** The roster's search, status, sort and page in the address; by last name, 25 a page (spec 000 §9). */
export const EMPLOYEE_LIST_PARAMS = {
  filter: urlParam.text(),
  status: urlParam.oneOf<EmployeeStatusFilter | ''>(['', ...EmployeeStatusFilter.options], ''),
  page: urlParam.int(0),
  size: urlParam.oneOf<number>(EMPLOYEE_PAGE_SIZES, 25),
  sortBy: urlParam.oneOf<SortBy>(SORT_FIELDS, 'lastName'),
  sortDesc: urlParam.flag(false),
};

const STATUS_CHOICES: readonly Choice<EmployeeStatusFilter | ''>[] = [
  { value: '', label: 'All statuses' },
  ...Object.entries(EMPLOYEE_STATUS_FILTER_LABELS).map(([value, label]) => ({ value: value as EmployeeStatusFilter, label })),
];

/** A filter beside the search on a wide screen, a row of its own on a phone. */
const FILTER_SX = { minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } } as const;

const COLUMNS: readonly { sortBy: SortBy; label: string }[] = [
  { sortBy: 'status', label: 'Compliance Status' },
  { sortBy: 'firstName', label: 'First Name' },
  { sortBy: 'lastName', label: 'Last Name' },
  { sortBy: 'dob', label: 'Date of Birth' },
];

/** The phone's sort orders: each column up and down. */
const SORT_CHOICES: readonly Choice<`${SortBy}:${'asc' | 'desc'}`>[] = COLUMNS.flatMap((column) => [
  { value: `${column.sortBy}:asc` as const, label: `${column.label} ↑` },
  { value: `${column.sortBy}:desc` as const, label: `${column.label} ↓` },
]);

function EmployeeRow({ employee, onTerminate }: { employee: EmployeeListItem; onTerminate: (employee: EmployeeListItem) => void }) {
  const name = `${employee.firstName} ${employee.lastName}`;
  const detailPath = `/employees/${employee.employeeId}/detail`;
  const rowLink = useRowLink();
  return (
    <TableRow hover {...rowLink(detailPath)}>
      <TableCell>
        <EmployeeStatusDot status={employee.status} />
      </TableCell>
      <TableCell>{employee.firstName}</TableCell>
      <TableCell>{employee.lastName}</TableCell>
      <TableCell>{formatDisplayDate(employee.dob)}</TableCell>
      <TableCell align="right">{employee.matchCount}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Button
          size="small"
          color="error"
          startIcon={<PersonRemoveOutlined aria-hidden />}
          aria-label={`Terminate ${name}`}
          onClick={() => onTerminate(employee)}
        >
          Terminate
        </Button>
        {/* The browser's own tooltip (title): a Tooltip component in each of 25 rows costs more to render than the row. */}
        <IconButton size="small" component={RouterLink} to={detailPath} aria-label={`Open ${name}`} title="Open detail">
          <ChevronRight />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}

/**
 * A page of placeholder rows while the first page loads, as tall as real rows (the actions cell holds a
 * small icon button's height): the pagination and the page footer stay where the loaded page puts them
 * instead of jumping down when the rows arrive (layout shift, issue 20). One bar per row: 25 of them
 * render in a fraction of the time of a skeleton per cell.
 */
function SkeletonRows({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <TableRow key={`placeholder-${index}`} aria-hidden>
          <TableCell colSpan={COLUMNS.length + 2}>
            <Skeleton variant="rounded" height={34} />
          </TableCell>
        </TableRow>
      ))}
    </>
  );
}

/**
 * The table's rows: placeholders while the first page loads, then the employees, or the empty text.
 * Memoised, like the phone's cards: the roster re-renders (synchronously) as soon as its answer is in,
 * while the rows wait for their deferred render.
 */
const EmployeeRows = memo(function EmployeeRows({
  rows,
  placeholders,
  empty,
  onTerminate,
}: {
  rows: readonly EmployeeListItem[];
  placeholders: number;
  empty: string | null;
  onTerminate: (employee: EmployeeListItem) => void;
}) {
  return (
    <>
      {placeholders > 0 && <SkeletonRows count={placeholders} />}
      {rows.map((employee) => (
        <EmployeeRow key={employee.employeeId} employee={employee} onTerminate={onTerminate} />
      ))}
      {empty && <EmptyTableRow colSpan={COLUMNS.length + 2}>{empty}</EmptyTableRow>}
    </>
  );
});

const NO_EMPLOYEES: readonly EmployeeListItem[] = [];

/** The Employees tab (spec 000 §2): search, server-side sorted and paged roster, terminate and open. */
export function EmployeesTable() {
  const [state, setState] = useUrlState(EMPLOYEE_LIST_PARAMS);
  const { filter, status, page, size, sortBy, sortDesc } = state;
  const employees = useEmployees({ page, size, sortBy, sortDesc, filter, status });
  const confirmTerminate = useConfirmTerminate();
  // Phones get one tappable card per employee instead of a table that scrolls sideways (issue 20).
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // The rows render from a deferred copy of the answer: React draws them in a transition, in slices of a
  // few milliseconds, instead of one long task that blocks taps (Total Blocking Time, decision 226).
  const shown = useDeferredValue(employees.data);
  const rows = shown?.content ?? NO_EMPLOYEES;
  const total = shown?.total ?? 0;
  const loading = shown === undefined && !employees.isError;
  const empty = shown !== undefined && rows.length === 0;

  // After a terminate empties the last page, show the page before it.
  useEffect(() => {
    if (shown && page > 0 && page * size >= total) setState({ page: Math.max(0, Math.ceil(total / size) - 1) }, { replace: true });
  }, [shown, page, size, total, setState]);

  const sort = (column: SortBy) => setState({ sortBy: column, sortDesc: column === sortBy ? !sortDesc : false, page: 0 });
  const emptyText = filter || status ? 'No employees match your search.' : 'No employees yet. Add employees to start monitoring them.';

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <EmployeeSearch searched={filter} onSearch={(text) => setState({ filter: text, page: 0 })} />
        <ChoiceField
          label="Status"
          value={status}
          choices={STATUS_CHOICES}
          onChange={(next) => setState({ status: next, page: 0 })}
          native={phone}
          sx={FILTER_SX}
        />
        {/* The cards have no column headers to sort by: phones choose the order here. */}
        {phone && (
          <ChoiceField
            label="Sort by"
            value={`${sortBy}:${sortDesc ? 'desc' : 'asc'}` as const}
            choices={SORT_CHOICES}
            onChange={(next) => {
              const [column, direction] = next.split(':') as [SortBy, 'asc' | 'desc'];
              setState({ sortBy: column, sortDesc: direction === 'desc', page: 0 });
            }}
            native
            sx={FILTER_SX}
          />
        )}
      </Box>
      {employees.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          Error loading employees, please try again.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ mt: 2 }}>
        {employees.isFetching ? <LinearProgress aria-label="Loading employees" /> : <Box sx={{ height: 4 }} />}
        {phone ? (
          <EmployeeCards
            employees={rows}
            onTerminate={confirmTerminate}
            empty={empty ? emptyText : null}
            loadingCount={loading ? size : 0}
          />
        ) : (
          <TableScrollRegion label="Employees">
            {/* Small rows (about 41 px) so a page of 25 fits a laptop screen. */}
            <Table size="small" aria-label="Employees">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column.sortBy} sortDirection={sortBy === column.sortBy ? (sortDesc ? 'desc' : 'asc') : false}>
                      <TableSortLabel
                        active={sortBy === column.sortBy}
                        direction={sortBy === column.sortBy && sortDesc ? 'desc' : 'asc'}
                        onClick={() => sort(column.sortBy)}
                      >
                        {column.label}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                  <TableCell align="right">Matches</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody aria-busy={loading}>
                <EmployeeRows
                  rows={rows}
                  placeholders={loading ? size : 0}
                  empty={empty ? emptyText : null}
                  onTerminate={confirmTerminate}
                />
              </TableBody>
            </Table>
          </TableScrollRegion>
        )}
        <ListPagination
          labelRowsPerPage={phone ? 'Rows:' : 'Rows per page:'}
          count={total}
          page={total === 0 ? 0 : page}
          rowsPerPage={size}
          rowsPerPageOptions={EMPLOYEE_PAGE_SIZES}
          onPageChange={(next) => setState({ page: next })}
          onRowsPerPageChange={(next) => setState({ size: next, page: 0 })}
          native={phone}
        />
      </Paper>
    </Box>
  );
}
