import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ViewColumn from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  Toolbar,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { VENDOR_PAGE_SIZES, VENDOR_SORT_FIELDS, type ClientVendorRow } from '@app/shared/client/vendor-list';
import { ComplianceStatusDot } from '../../../components/compliance-status-dot';
import { formatDisplayDate } from '../../../components/format-display-date';
import { useRowLink } from '../../../lib/use-row-link';
import type { VendorListState } from '../utils/vendor-list-params';

const ENROLLMENT = { NOT_STARTED: 'Not started', IN_PROGRESS: 'In progress', COMPLETE: 'Complete' } as const;
const sortable = (field: string) => (VENDOR_SORT_FIELDS as readonly string[]).includes(field);
const vendorPath = (covgId: number) => `/client/manage/vendors/${covgId}`;
/** What a client acts on stays in every view (issue 30): the vendor, its status, next due date and open alerts. */
const ALWAYS_SHOWN = new Set(['preferredName', 'complianceStatus', 'nextDueDate', 'openAlerts']);
/**
 * At 1440 px the columns that matter fit without sideways scroll (issue 30): the vendor's numbers, TINs and
 * category start hidden, shown from the Columns menu and always on the vendor page ("Your records").
 */
const SECONDARY_HIDDEN: GridColumnVisibilityModel = { vendorNumbers: false, maskedTins: false, category: false };
/** A phone or tablet keeps only the columns that matter. */
const NARROW_HIDDEN: GridColumnVisibilityModel = { ...SECONDARY_HIDDEN, facilities: false, enrollment: false };

const BASE_COLUMNS: GridColDef<ClientVendorRow>[] = [
  {
    field: 'preferredName',
    headerName: 'Vendor',
    flex: 1.4,
    minWidth: 180,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={vendorPath(row.covgId)}>
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
    minWidth: 150,
    flex: 1,
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
    // Never cut mid-word: a long status with its review note wraps onto a second line of the row.
    renderCell: ({ row }) => (
      <Box sx={{ whiteSpace: 'normal', lineHeight: 1.25, display: 'flex', alignItems: 'center', height: '100%' }}>
        <ComplianceStatusDot status={row.complianceStatus} openAlerts={row.openAlerts} />
      </Box>
    ),
  },
  { field: 'nextDueDate', headerName: 'Next due', minWidth: 110, valueFormatter: (value: string | null) => formatDisplayDate(value) },
  { field: 'openAlerts', headerName: 'Open alerts', type: 'number', minWidth: 110 },
];
const COLUMNS = BASE_COLUMNS.map((column) => ({ ...column, sortable: sortable(column.field), hideable: !ALWAYS_SHOWN.has(column.field) }));

/** The grid's toolbar: the Columns menu that shows the secondary columns. */
function ColumnsToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger render={<Button size="small" startIcon={<ViewColumn aria-hidden />} />}>Columns</ColumnsPanelTrigger>
    </Toolbar>
  );
}

/**
 * The vendor list: server paging and sorting, the state kept by the page in the address. A click anywhere
 * on a row opens the vendor; the secondary columns are in the Columns menu.
 */
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
  const rowLink = useRowLink();
  const [visibility, setVisibility] = useState<GridColumnVisibilityModel>(SECONDARY_HIDDEN);
  const sortModel: GridSortModel = [{ field: state.sortBy, sort: state.sortDesc ? 'desc' : 'asc' }];
  return (
    <DataGrid
      aria-label="Vendors"
      rows={rows}
      getRowId={(row) => row.covgId}
      columns={COLUMNS}
      columnVisibilityModel={narrow ? { ...visibility, ...NARROW_HIDDEN } : visibility}
      onColumnVisibilityModelChange={setVisibility}
      onRowClick={({ row }, event) => rowLink(vendorPath(row.covgId)).onClick(event)}
      slots={{ toolbar: ColumnsToolbar }}
      showToolbar
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
      sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-row': { cursor: 'pointer' } }}
    />
  );
}
