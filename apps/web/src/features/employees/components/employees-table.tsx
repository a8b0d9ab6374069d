import { useEffect, useState } from 'react';
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
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import ChevronRight from '@mui/icons-material/ChevronRight';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import {
  EMPLOYEE_PAGE_SIZES,
  EMPLOYEE_STATUS_FILTER_LABELS,
  type EmployeeListItem,
  type EmployeeStatusFilter,
} from '@app/shared/employees/employee';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { useEmployees } from '../api/get-employees';
import { formatDisplayDate } from '../../../components/format-display-date';
import { EmployeeSearch } from './employee-search';
import { EmployeeStatusDot } from './employee-status-dot';
import { useConfirmTerminate } from './use-confirm-terminate';

type SortBy = 'status' | 'firstName' | 'lastName' | 'dob';

/** Default page size 25 (spec 000 §9). */
const DEFAULT_PAGE_SIZE = 25;

const COLUMNS: readonly { sortBy: SortBy; label: string }[] = [
  { sortBy: 'status', label: 'Compliance Status' },
  { sortBy: 'firstName', label: 'First Name' },
  { sortBy: 'lastName', label: 'Last Name' },
  { sortBy: 'dob', label: 'Date of Birth' },
];

function EmployeeRow({ employee, onTerminate }: { employee: EmployeeListItem; onTerminate: (employee: EmployeeListItem) => void }) {
  const name = `${employee.firstName} ${employee.lastName}`;
  return (
    <TableRow hover>
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
        <Tooltip title="Open detail">
          <IconButton size="small" component={RouterLink} to={`/employees/${employee.employeeId}/detail`} aria-label={`Open ${name}`}>
            <ChevronRight />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}

/**
 * A page of placeholder rows while the first page loads, as tall as real rows (the actions cell holds a
 * small icon button's height): the pagination and the page footer stay where the loaded page puts them
 * instead of jumping down when the rows arrive (layout shift, issue 20).
 */
function SkeletonRows({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <TableRow key={index} aria-hidden>
          {COLUMNS.map((column) => (
            <TableCell key={column.sortBy}>
              <Skeleton variant="text" width={column.sortBy === 'status' ? 24 : '70%'} />
            </TableCell>
          ))}
          <TableCell align="right">
            <Skeleton variant="text" width={16} sx={{ ml: 'auto' }} />
          </TableCell>
          <TableCell align="right">
            <Skeleton variant="rounded" width={140} height={34} sx={{ ml: 'auto' }} />
          </TableCell>
        </TableRow>
      ))}
    </>
  );
}

/** The Employees tab (spec 000 §2): search, server-side sorted and paged roster, terminate and open. */
export function EmployeesTable() {
  const [filter, setFilter] = useState('');
  const [status, setStatus] = useState<EmployeeStatusFilter | ''>('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [sortBy, setSortBy] = useState<SortBy>('lastName');
  const [sortDesc, setSortDesc] = useState(false);
  const employees = useEmployees({ page, size, sortBy, sortDesc, filter, status });
  const confirmTerminate = useConfirmTerminate();
  const rows = employees.data?.content ?? [];
  const total = employees.data?.total ?? 0;

  // After a terminate empties the last page, show the page before it.
  useEffect(() => {
    if (employees.data && page > 0 && page * size >= total) setPage(Math.max(0, Math.ceil(total / size) - 1));
  }, [employees.data, page, size, total]);

  const sort = (column: SortBy) => {
    setSortDesc(column === sortBy ? !sortDesc : false);
    setSortBy(column);
    setPage(0);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <EmployeeSearch
          onSearch={(text) => {
            setFilter(text);
            setPage(0);
          }}
        />
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as EmployeeStatusFilter | '');
            setPage(0);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All statuses</MenuItem>
          {Object.entries(EMPLOYEE_STATUS_FILTER_LABELS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {employees.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          Error loading employees, please try again.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ mt: 2 }}>
        {employees.isFetching ? <LinearProgress aria-label="Loading employees" /> : <Box sx={{ height: 4 }} />}
        <TableContainer>
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
            <TableBody aria-busy={employees.isPending}>
              {employees.isPending && <SkeletonRows count={size} />}
              {rows.map((employee) => (
                <EmployeeRow key={employee.employeeId} employee={employee} onTerminate={confirmTerminate} />
              ))}
              {employees.isSuccess && rows.length === 0 && (
                <EmptyTableRow colSpan={COLUMNS.length + 2}>
                  {filter || status ? 'No employees match your search.' : 'No employees yet. Add employees to start monitoring them.'}
                </EmptyTableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={total}
          page={total === 0 ? 0 : page}
          rowsPerPage={size}
          rowsPerPageOptions={[...EMPLOYEE_PAGE_SIZES]}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setSize(Number(event.target.value));
            setPage(0);
          }}
        />
      </Paper>
    </Box>
  );
}
