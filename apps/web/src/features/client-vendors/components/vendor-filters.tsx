import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { ChoiceField, type Choice } from '../../../components/choice-field';
import { useClientFacilities } from '../api/client-vendor-queries';
import type { VendorListState } from '../utils/vendor-list-params';

const SEARCH_DEBOUNCE_MS = 300;
const COMPLIANCE_CHOICES: readonly Choice<ComplianceFilter | ''>[] = [
  { value: '', label: 'All statuses' },
  ...COMPLIANCE_FILTERS.map((key) => ({ value: key, label: COMPLIANCE_FILTER[key] })),
];
const ENROLLMENT_CHOICES: readonly Choice<EnrollmentFilter | ''>[] = [
  { value: '', label: 'Any enrollment' },
  ...ENROLLMENT_FILTERS.map((key) => ({ value: key, label: ENROLLMENT_FILTER_TEXT[key] })),
];

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
      <ChoiceField
        label="Compliance status"
        value={state.complianceStatus}
        choices={COMPLIANCE_CHOICES}
        onChange={(complianceStatus) => onChange({ complianceStatus, page: 0 })}
        sx={{ flex: '1 1 220px' }}
      />
      <ChoiceField
        label="Enrollment"
        value={state.enrollment}
        choices={ENROLLMENT_CHOICES}
        onChange={(enrollment) => onChange({ enrollment, page: 0 })}
        sx={{ flex: '1 1 200px' }}
      />
      <ChoiceField
        label="Facility"
        value={state.facilityId === null ? '' : String(state.facilityId)}
        choices={[
          { value: '', label: 'All facilities' },
          ...(facilities.data ?? []).map((facility) => ({ value: String(facility.id), label: facility.name })),
        ]}
        onChange={(facility) => onChange({ facilityId: facility === '' ? null : Number(facility), page: 0 })}
        sx={{ flex: '1 1 200px' }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button onClick={onReset}>Reset</Button>
        <Button variant="outlined" onClick={onExport} loading={exporting} startIcon={<FileDownloadOutlined aria-hidden />}>
          Export as CSV
        </Button>
      </Box>
    </Box>
  );
}
