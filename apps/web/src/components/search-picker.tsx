import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PickerOption } from '@app/shared/users/acting-as';
import { useDebouncedValue } from '../lib/use-debounced-value';

/** Search debounce of the pickers (spec 002 §7). */
const PICKER_DEBOUNCE_MS = 300;

/**
 * A searchable picker of one vendor or client (the one an admin acts for, or the one an admin tool works
 * on). Typing searches the server after a 300 ms pause; choosing the current entry does nothing.
 */
export function SearchPicker({
  id,
  label,
  current,
  useOptions,
  onPick,
  busy,
}: {
  id: string;
  label: string;
  current: PickerOption | null;
  useOptions: (text: string, enabled: boolean) => UseQueryResult<PickerOption[]>;
  onPick: (option: PickerOption) => void;
  busy: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [inputValue, setInputValue] = useState('');
  const typed = open && inputValue !== (current?.name ?? '') ? inputValue : '';
  const text = useDebouncedValue(typed.trim(), PICKER_DEBOUNCE_MS);
  const options = useOptions(text, open);
  const choices = options.data ?? [];

  return (
    <Autocomplete
      id={id}
      size="small"
      sx={{ width: { xs: '100%', sm: 260 } }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={current}
      onChange={(_event, option) => {
        if (option && option.id !== current?.id) onPick(option);
      }}
      inputValue={inputValue}
      onInputChange={(_event, value) => setInputValue(value)}
      options={current && !choices.some((option) => option.id === current.id) ? [current, ...choices] : choices}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={options.isFetching}
      disabled={busy}
      disableClearable={Boolean(current)}
      noOptionsText="No matches"
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
            <Typography variant="body2">{option.name}</Typography>
            {option.detail && (
              <Typography variant="caption" color="text.secondary">
                {option.detail}
              </Typography>
            )}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          margin="none"
          placeholder="Search by name"
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {(options.isFetching || busy) && open ? <CircularProgress color="inherit" size={16} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
