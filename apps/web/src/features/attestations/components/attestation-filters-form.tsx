import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FORM_STATUS_CODES, FORM_STATUS_TEXT } from '@app/shared/clients/attestations';
import { COMPLIANCE_FILTER, COMPLIANCE_FILTERS } from '@app/shared/client/vendor-list';
import { FIRST_DUE_MONTH, lastDueMonth, type AttestationFilterValues } from '../utils/attestation-filters';

/**
 * The filters of the Attestations screen (spec 002 §2): TIN, Compliance Status, Next Due Date (a month
 * from 2020-01 to the current year plus 10), Form Status, Form Name; Reset, Search and the page's
 * other actions (`actions`: Export as CSV, the column menu).
 */
export function AttestationFiltersForm({
  values,
  onChange,
  onSearch,
  onReset,
  actions,
}: {
  values: AttestationFilterValues;
  onChange: (values: AttestationFilterValues) => void;
  onSearch: () => void;
  onReset: () => void;
  actions: ReactNode;
}) {
  const set = <K extends keyof AttestationFilterValues>(key: K, value: AttestationFilterValues[K]) => onChange({ ...values, [key]: value });
  return (
    <Box
      component="form"
      role="search"
      aria-label="Attestation filters"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
      sx={{ mb: 2 }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(5, 1fr)' }, mb: 2 }}>
        <TextField label="TIN" value={values.tin} onChange={(event) => set('tin', event.target.value)} autoComplete="off" />
        <TextField
          select
          label="Compliance Status"
          value={values.complianceStatus}
          onChange={(event) => set('complianceStatus', event.target.value as AttestationFilterValues['complianceStatus'])}
        >
          <MenuItem value="">All</MenuItem>
          {COMPLIANCE_FILTERS.map((code) => (
            <MenuItem key={code} value={code}>
              {COMPLIANCE_FILTER[code]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="month"
          label="Next Due Date"
          value={values.nextDueMonth}
          onChange={(event) => set('nextDueMonth', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: FIRST_DUE_MONTH, max: lastDueMonth(new Date()) } }}
        />
        <TextField
          select
          label="Form Status"
          value={values.status}
          onChange={(event) => set('status', event.target.value as AttestationFilterValues['status'])}
        >
          <MenuItem value="">All</MenuItem>
          {FORM_STATUS_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {FORM_STATUS_TEXT[code]}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Form Name" value={values.formName} onChange={(event) => set('formName', event.target.value)} autoComplete="off" />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button type="button" variant="outlined" onClick={onReset}>
          Reset
        </Button>
        <Button type="submit" variant="contained">
          Search
        </Button>
        {actions}
      </Box>
    </Box>
  );
}
