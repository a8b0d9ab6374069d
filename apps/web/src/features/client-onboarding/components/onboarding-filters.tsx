import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  ONBOARDING_STATUSES,
  ONBOARDING_STATUS_LABEL,
  type OnboardingStatus,
  type WorkflowItemName,
} from '@app/shared/onboarding/onboarding-rules';
import type { OnboardingListState } from '../utils/onboarding-list-params';

const SEARCH_DEBOUNCE_MS = 300;
type TextKey = 'businessName' | 'email' | 'createdBy';
const TEXT_FILTERS: Array<{ key: TextKey; label: string }> = [
  { key: 'businessName', label: 'Business name' },
  { key: 'email', label: 'Email' },
  { key: 'createdBy', label: 'Created by' },
];

/** One text filter that applies once typing pauses (spec 002 §9: 300 ms); Reset or the address may change it too. */
function DebouncedField({ label, value, onApply }: { label: string; value: string; onApply: (value: string) => void }) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setText(value), [value]);
  return (
    <TextField
      label={label}
      size="small"
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => onApply(next), SEARCH_DEBOUNCE_MS);
      }}
      sx={{ flex: '1 1 180px' }}
    />
  );
}

/** The vendor table's filters: name, email, creator, facility, status, open item and assigned to me; Reset. */
export function OnboardingFilters({
  state,
  facilities,
  openItems,
  onChange,
  onReset,
}: {
  state: OnboardingListState;
  facilities: ReadonlyArray<{ id: number; name: string }>;
  openItems: ReadonlyArray<{ programmaticName: WorkflowItemName; name: string }>;
  onChange: (change: Partial<OnboardingListState>) => void;
  onReset: () => void;
}) {
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter vendors onboarding"
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}
    >
      {TEXT_FILTERS.map((filter) => (
        <DebouncedField
          key={filter.key}
          label={filter.label}
          value={state[filter.key]}
          onApply={(value) => onChange({ [filter.key]: value, page: 0 })}
        />
      ))}
      {facilities.length > 1 && (
        <TextField
          select
          label="Facility"
          size="small"
          value={state.facilityId ?? ''}
          onChange={(event) => onChange({ facilityId: event.target.value === '' ? null : Number(event.target.value), page: 0 })}
          sx={{ flex: '1 1 180px' }}
        >
          <MenuItem value="">All facilities</MenuItem>
          {facilities.map((facility) => (
            <MenuItem key={facility.id} value={facility.id}>
              {facility.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        label="Status"
        size="small"
        value={state.status}
        onChange={(event) => onChange({ status: event.target.value as OnboardingStatus | '', page: 0 })}
        sx={{ flex: '1 1 180px' }}
      >
        <MenuItem value="">All statuses</MenuItem>
        {ONBOARDING_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {ONBOARDING_STATUS_LABEL[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Open item"
        size="small"
        value={state.openItem}
        onChange={(event) => onChange({ openItem: event.target.value as WorkflowItemName | '', page: 0 })}
        sx={{ flex: '1 1 180px' }}
      >
        <MenuItem value="">Any open item</MenuItem>
        {openItems.map((item) => (
          <MenuItem key={item.programmaticName} value={item.programmaticName}>
            {item.name}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Checkbox checked={state.assignedToMe} onChange={(event) => onChange({ assignedToMe: event.target.checked, page: 0 })} />}
        label="Assigned to me"
      />
      <Button onClick={onReset}>Reset</Button>
    </Box>
  );
}
