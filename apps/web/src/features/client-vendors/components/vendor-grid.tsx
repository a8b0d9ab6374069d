import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { VENDOR_PAGE_SIZES, VENDOR_SORT_FIELDS, type ClientVendorRow } from '@app/shared/client/vendor-list';
import { ComplianceStatusDot } from '../../../components/compliance-status-dot';
import { formatDisplayDate } from '../../../components/format-display-date';
import type { VendorListState } from '../utils/vendor-list-params';

const ENROLLMENT = { NOT_STARTED: 'Not started', IN_PROGRESS: 'In progress', COMPLETE: 'Complete' } as const;
const sortable = (field: string) => (VENDOR_SORT_FIELDS as readonly string[]).includes(field);

const BASE_COLUMNS: GridColDef<ClientVendorRow>[] = [
  {
    field: 'preferredName',
    headerName: 'Vendor',
    flex: 1.4,
    minWidth: 200,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/client/manage/vendors/${row.covgId}`}>
        {row.preferredName}
      </Link>
    ),
  },
  { field: 'vendorNumbers', headerName: 'Vendor numbers', minWidth: 140, flex: 0.8, valueGetter: (value: string[]) => value.join(', ') },
  { field: 'maskedTins', headerName: 'TIN', minWidth: 120, valueGetter: (value: string[]) => value.join(', ') },
  { field: 'category', headerName: 'Category', minWidth: 140, flex: 0.7 },
  {
    field: 'facilities',
    headerName: 'Facility',
    minWidth: 170,
    flex: 0.9,
    valueGetter: (value: ClientVendorRow['facilities']) => value.map((f) => f.name).join(', '),
  },
  {
    field: 'enrollment',
    headerName: 'Enrollment',
    minWidth: 120,
    valueGetter: (value: ClientVendorRow['enrollment']) => ENROLLMENT[value],
  },
  {
    field: 'complianceStatus',
    headerName: 'Compliance status',
    minWidth: 250,
    flex: 1.2,
    renderCell: ({ row }) => <ComplianceStatusDot status={row.complianceStatus} />,
  },
  { field: 'nextDueDate', headerName: 'Next due', minWidth: 110, valueFormatter: (value: string | null) => formatDisplayDate(value) },
  { field: 'openAlerts', headerName: 'Open alerts', type: 'number', minWidth: 110 },
];
const COLUMNS = BASE_COLUMNS.map((column) => ({ ...column, sortable: sortable(column.field) }));

/** The vendor list: server paging and sorting, the state kept by the page in the address. */
export function VendorGrid({
  rows,
  total,
  loading,
  state,
  onChange,
}: {
  rows: ClientVendorRow[];
  total: number;
  loading: boolean;
  state: VendorListState;
  onChange: (change: Partial<VendorListState>) => void;
}) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const sortModel: GridSortModel = [{ field: state.sortBy, sort: state.sortDesc ? 'desc' : 'asc' }];
  return (
    <DataGrid
      aria-label="Vendors"
      rows={rows}
      getRowId={(row) => row.covgId}
      columns={COLUMNS}
      columnVisibilityModel={
        narrow ? { vendorNumbers: false, maskedTins: false, category: false, facilities: false, enrollment: false } : {}
      }
      rowCount={total}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      pageSizeOptions={[...VENDOR_PAGE_SIZES]}
      paginationModel={{ page: state.page, pageSize: state.size }}
      onPaginationModelChange={(model) => onChange({ page: model.pageSize === state.size ? model.page : 0, size: model.pageSize })}
      sortModel={sortModel}
      onSortModelChange={(model) => {
        const [first] = model;
        onChange(
          first
            ? { sortBy: first.field as VendorListState['sortBy'], sortDesc: first.sort === 'desc', page: 0 }
            : { sortBy: 'preferredName', sortDesc: false, page: 0 },
        );
      }}
      localeText={{ noRowsLabel: 'No vendors match these filters. Clear the search or choose All statuses to see every vendor.' }}
      autoHeight
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
