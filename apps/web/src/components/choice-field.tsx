import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export interface Choice<V extends string> {
  value: V;
  label: string;
}

/** A select's options: the browser's own `<option>`s for a native select, MUI's menu items otherwise. */
export function choiceOptions<V extends string>(choices: readonly Choice<V>[], native: boolean): ReactNode[] {
  return choices.map((choice) =>
    native ? (
      <option key={choice.value} value={choice.value}>
        {choice.label}
      </option>
    ) : (
      <MenuItem key={choice.value} value={choice.value}>
        {choice.label}
      </MenuItem>
    ),
  );
}

/**
 * A small select field (filters, sort orders). With `native`, the browser's own select: on a phone that is
 * the system's picker, easier to use than a menu, and it costs the page's first commit nothing, where MUI's
 * select re-renders itself inside it (decision 234). Otherwise MUI's menu, as every other select.
 */
export function ChoiceField<V extends string>({
  label,
  value,
  choices,
  onChange,
  native = false,
  sx,
}: {
  label: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
  native?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      size="small"
      margin="none"
      fullWidth={false}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      // A native select always shows its value, "All statuses" included: the label stays above it.
      slotProps={{ select: { native }, inputLabel: native ? { shrink: true } : undefined }}
      sx={sx}
    >
      {choiceOptions(choices, native)}
    </TextField>
  );
}
