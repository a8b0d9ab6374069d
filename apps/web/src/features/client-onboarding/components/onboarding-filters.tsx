import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import {
  ONBOARDING_STATUSES,
  ONBOARDING_STATUS_LABEL,
  type OnboardingStatus,
  type WorkflowItemName,
} from '@app/shared/onboarding/onboarding-rules';
import { ChoiceField, type Choice } from '../../../components/choice-field';
import type { OnboardingListState } from '../utils/onboarding-list-params';

const SEARCH_DEBOUNCE_MS = 300;
const FILTER_SX = { flex: '1 1 180px' } as const;
const STATUS_CHOICES: readonly Choice<OnboardingStatus | ''>[] = [
  { value: '', label: 'All statuses' },
  ...ONBOARDING_STATUSES.map((status) => ({ value: status, label: ONBOARDING_STATUS_LABEL[status] })),
];
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
      sx={FILTER_SX}
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
        <ChoiceField
          label="Facility"
          value={state.facilityId === null ? '' : String(state.facilityId)}
          choices={[
            { value: '', label: 'All facilities' },
            ...facilities.map((facility) => ({ value: String(facility.id), label: facility.name })),
          ]}
          onChange={(facility) => onChange({ facilityId: facility === '' ? null : Number(facility), page: 0 })}
          sx={FILTER_SX}
        />
      )}
      <ChoiceField
        label="Status"
        value={state.status}
        choices={STATUS_CHOICES}
        onChange={(status) => onChange({ status, page: 0 })}
        sx={FILTER_SX}
      />
      <ChoiceField
        label="Open item"
        value={state.openItem}
        choices={[{ value: '', label: 'Any open item' }, ...openItems.map((item) => ({ value: item.programmaticName, label: item.name }))]}
        onChange={(openItem) => onChange({ openItem, page: 0 })}
        sx={FILTER_SX}
      />
      <FormControlLabel
        control={<Checkbox checked={state.assignedToMe} onChange={(event) => onChange({ assignedToMe: event.target.checked, page: 0 })} />}
        label="Assigned to me"
      />
      <Button onClick={onReset}>Reset</Button>
    </Box>
  );
}
