import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
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
import Typography from '@mui/material/Typography';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { ONBOARDING_PAGE_SIZES, ONBOARDING_SORT_FIELDS, type OnboardingRow } from '@app/shared/onboarding/onboarding';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatDisplayDate } from '../../../components/format-display-date';
import type { OnboardingListState } from '../utils/onboarding-list-params';
import { Details } from './details-list';
import { OnboardingStatusDot } from './item-status';
import { ListPagination } from '../../../components/list-pagination';
import { EllipsisText } from '../../../components/ellipsis-text';
import { useRowLink } from '../../../lib/use-row-link';

type SortField = OnboardingListState['sortBy'];
/**
 * The columns that fit a 1440 px desktop beside View and Delete (issue 30); the facility, assignees and
 * creator are in the row's details (and filter the list above it).
 */
const COLUMNS: Array<{ key: string; label: string; sort?: SortField }> = [
  { key: 'preferredName', label: 'Vendor', sort: 'preferredName' },
  { key: 'email', label: 'Email', sort: 'email' },
  { key: 'openItem', label: 'Open Item' },
  { key: 'status', label: 'Status', sort: 'status' },
  { key: 'createTime', label: 'Created', sort: 'createTime' },
  { key: 'age', label: 'Age (days)', sort: 'age' },
];
const EMAIL_WIDTH = 220;
const sortable = (field: SortField | undefined): field is SortField => !!field && ONBOARDING_SORT_FIELDS.includes(field);

function Row({ row, onDelete }: { row: OnboardingRow; onDelete: (row: OnboardingRow) => void }) {
  const [open, setOpen] = useState(false);
  const rowLink = useRowLink();
  const extra = row.extraNames.length;
  const link = rowLink(`/client/manage/onboard/${row.covgId}`);
  return (
    <Fragment>
      <TableRow hover {...link} sx={{ ...link.sx, '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={open ? `details-${row.covgId}` : undefined}
            aria-label={`${open ? 'Hide' : 'Show'} ${row.preferredName}'s details`}
          >
            {open ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          {row.preferredName}
          {extra > 0 && (
            <Typography variant="body2" color="text.secondary">
              {extra === 1 ? '1 other name' : `${extra} other names`}
            </Typography>
          )}
        </TableCell>
        <TableCell>{row.email && <EllipsisText text={row.email} maxWidth={EMAIL_WIDTH} />}</TableCell>
        <TableCell>{row.openItem ?? 'None'}</TableCell>
        <TableCell>
          <OnboardingStatusDot status={row.status} />
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(row.createTime.slice(0, 10))}</TableCell>
        <TableCell align="right">{row.age}</TableCell>
        <TableCell>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'nowrap' }}>
            <Button
              size="small"
              variant="outlined"
              component={RouterLink}
              to={`/client/manage/onboard/${row.covgId}`}
              aria-label={`View ${row.preferredName}`}
            >
              View
            </Button>
            <Button size="small" color="error" onClick={() => onDelete(row)} aria-label={`Delete ${row.preferredName}`}>
              Delete
            </Button>
          </Box>
        </TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell colSpan={COLUMNS.length + 2}>
            <Box id={`details-${row.covgId}`} sx={{ py: 1, pl: { xs: 1, sm: 7 }, display: 'grid', gap: 1 }}>
              <Details
                entries={[
                  ['Email', row.email],
                  ['Facility', row.facility],
                  ['Assignee', row.assignee.map((user) => user.name).join(', ') || 'Nobody'],
                  ['Created By', row.createdBy],
                ]}
              />
              {extra > 0 && (
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    Other business names
                  </Typography>
                  <Box component="ul" sx={{ m: 0, pl: 2 }}>
                    {row.extraNames.map((name) => (
                      <li key={name}>
                        <Typography variant="body2">{name}</Typography>
                      </li>
                    ))}
                  </Box>
                </Box>
              )}
            </Box>
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}

/**
 * The vendors onboarding (spec 002 §2): sortable columns, rows that expand to their details (facility,
 * assignees, creator, other business names), View and Delete; a click on a row opens it; paging 10/25/50. The page keeps the state in the address; the table scrolls sideways
 * inside its own box on a narrow screen.
 */
export function OnboardingTable({
  rows,
  total,
  loading,
  state,
  filtered,
  onChange,
  onDelete,
}: {
  rows: OnboardingRow[];
  total: number;
  loading: boolean;
  state: OnboardingListState;
  filtered: boolean;
  onChange: (change: Partial<OnboardingListState>) => void;
  onDelete: (row: OnboardingRow) => void;
}) {
  return (
    <Paper variant="outlined">
      {loading && <LinearProgress aria-label="Loading vendors" />}
      <TableScrollRegion label="Vendors onboarding">
        <Table aria-label="Vendors onboarding" size="small">
          <TableHead>
            <TableRow>
              {/* Positioned, so the hidden label stays inside the table's scrolling box. */}
              <TableCell padding="checkbox" sx={{ position: 'relative' }}>
                <Box component="span" sx={visuallyHidden}>
                  Details
                </Box>
              </TableCell>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.key === 'age' ? 'right' : undefined}
                  sortDirection={state.sortBy === column.sort ? (state.sortDesc ? 'desc' : 'asc') : false}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {sortable(column.sort) ? (
                    <TableSortLabel
                      active={state.sortBy === column.sort}
                      direction={state.sortBy === column.sort && state.sortDesc ? 'desc' : 'asc'}
                      onClick={() =>
                        onChange({
                          sortBy: column.sort,
                          sortDesc: state.sortBy === column.sort ? !state.sortDesc : false,
                          page: 0,
                        })
                      }
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <Row key={row.covgId} row={row} onDelete={onDelete} />
            ))}
            {rows.length === 0 && (
              <EmptyTableRow colSpan={COLUMNS.length + 2}>
                {filtered
                  ? 'No vendors match these filters. Reset the filters to see every vendor onboarding.'
                  : 'No vendors are onboarding. Select Onboard New Vendor to invite one.'}
              </EmptyTableRow>
            )}
          </TableBody>
        </Table>
      </TableScrollRegion>
      <ListPagination
        count={total}
        page={state.page}
        rowsPerPage={state.size}
        rowsPerPageOptions={ONBOARDING_PAGE_SIZES}
        onPageChange={(page) => onChange({ page })}
        onRowsPerPageChange={(rowsPerPage) => onChange({ size: rowsPerPage, page: 0 })}
      />
    </Paper>
  );
}

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;
