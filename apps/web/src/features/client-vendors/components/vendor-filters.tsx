import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  COMPLIANCE_FILTER,
  COMPLIANCE_FILTERS,
  ENROLLMENT_FILTER_TEXT,
  ENROLLMENT_FILTERS,
  type ComplianceFilter,
  type EnrollmentFilter,
} from '@app/shared/client/vendor-list';
import { useClientFacilities } from '../api/client-vendor-queries';
import type { VendorListState } from '../utils/vendor-list-params';

const SEARCH_DEBOUNCE_MS = 300;

/** Search (name, vendor number or whole TIN), compliance status, enrollment and facility; Reset; Export CSV of every match. */
export function VendorFilters({
  state,
  onChange,
  onReset,
  onExport,
  exporting,
}: {
  state: VendorListState;
  onChange: (change: Partial<VendorListState>) => void;
  onReset: () => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const facilities = useClientFacilities();
  const [search, setSearch] = useState(state.search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The search runs once typing pauses (spec 002 §9: 300 ms); Reset or the address may change it too.
  const typeSearch = (value: string) => {
    setSearch(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange({ search: value, page: 0 }), SEARCH_DEBOUNCE_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setSearch(state.search), [state.search]);
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter vendors"
      onSubmit={(e) => e.preventDefault()}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
    >
      <TextField
        label="Search"
        placeholder="Name, vendor number or TIN"
        size="small"
        value={search}
        onChange={(e) => typeSearch(e.target.value)}
        sx={{ flex: '1 1 220px' }}
      />
      <TextField
        select
        label="Compliance status"
        size="small"
        value={state.complianceStatus}
        onChange={(e) => onChange({ complianceStatus: e.target.value as ComplianceFilter | '', page: 0 })}
        sx={{ flex: '1 1 220px' }}
      >
        <MenuItem value="">All statuses</MenuItem>
        {COMPLIANCE_FILTERS.map((key) => (
          <MenuItem key={key} value={key}>
            {COMPLIANCE_FILTER[key]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Enrollment"
        size="small"
        value={state.enrollment}
        onChange={(e) => onChange({ enrollment: e.target.value as EnrollmentFilter | '', page: 0 })}
        sx={{ flex: '1 1 200px' }}
      >
        <MenuItem value="">Any enrollment</MenuItem>
        {ENROLLMENT_FILTERS.map((key) => (
          <MenuItem key={key} value={key}>
            {ENROLLMENT_FILTER_TEXT[key]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Facility"
        size="small"
        value={state.facilityId ?? ''}
        onChange={(e) => onChange({ facilityId: e.target.value === '' ? null : Number(e.target.value), page: 0 })}
        sx={{ flex: '1 1 200px' }}
      >
        <MenuItem value="">All facilities</MenuItem>
        {(facilities.data ?? []).map((facility) => (
          <MenuItem key={facility.id} value={facility.id}>
            {facility.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button onClick={onReset}>Reset</Button>
        <Button variant="outlined" onClick={onExport} loading={exporting} startIcon={<FileDownloadOutlined aria-hidden />}>
          Export as CSV
        </Button>
      </Box>
    </Box>
  );
}
