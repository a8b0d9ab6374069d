import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface FormAutocompleteProps<TValues extends FieldValues, TOutput, TOption> {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  label: string;
  options: readonly TOption[];
  /** The form value an option stands for (a state's or country's code). */
  valueOf: (option: TOption) => string;
  labelOf: (option: TOption) => string;
  /** View mode: the chosen option shows but cannot be changed. */
  readOnly?: boolean;
}

/**
 * A type-ahead choice among options (a state, a country) bound to a react-hook-form text field that
 * holds the option's value; no choice is ''. The field's rule message shows under it.
 */
export function FormAutocomplete<TValues extends FieldValues, TOutput, TOption>({
  control,
  name,
  label,
  options,
  valueOf,
  labelOf,
  readOnly = false,
}: FormAutocompleteProps<TValues, TOutput, TOption>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options}
          value={options.find((option) => valueOf(option) === field.value) ?? null}
          onChange={(_event, option) => field.onChange(option ? valueOf(option) : '')}
          onBlur={field.onBlur}
          getOptionLabel={labelOf}
          isOptionEqualToValue={(option, value) => valueOf(option) === valueOf(value)}
          readOnly={readOnly}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              name={field.name}
              label={label}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}
