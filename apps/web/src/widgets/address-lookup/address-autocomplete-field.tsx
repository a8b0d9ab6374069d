import { useState } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { AddressSuggestion } from '@app/shared/platform/address-lookup';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useAddressSuggestions } from './api/address-lookup';
import { useAddressPlaceFields, type AddressPlacePaths } from './use-address-place-fields';
import { useZipPlaceFill } from './use-zip-place-fill';

/** Search debounce of type-ahead fields (spec 002 §9). */
const SEARCH_DEBOUNCE_MS = 300;

export interface AddressAutocompleteFieldProps<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  /** The field itself: the first address line or the city. It keeps whatever is typed. */
  name: FieldPath<TValues>;
  /** `line1` offers street addresses (when a street-level provider is configured); `city` offers US places. */
  part: 'line1' | 'city';
  label: string;
  required?: boolean;
  readOnly?: boolean;
  /** The city, state and ZIP fields of the same address, filled by a chosen suggestion. */
  place: AddressPlacePaths<TValues>;
}

/**
 * An address field with US-only suggestions as the user types (spec 001 §2). Address lines get street
 * addresses from the street-level provider when one is configured (none offline); the city gets places
 * (city, state, ZIP) from the ZIP database, and its instance also fills an empty city and state once a
 * ZIP code is typed. Typing stays free — a suggestion is only an offer — and the rule message shows under it.
 */
export function AddressAutocompleteField<TValues extends FieldValues, TOutput>({
  control,
  name,
  part,
  label,
  required = false,
  readOnly = false,
  place,
}: AddressAutocompleteFieldProps<TValues, TOutput>) {
  const [typed, setTyped] = useState('');
  const suggestions = useAddressSuggestions(useDebouncedValue(typed, SEARCH_DEBOUNCE_MS));
  const placeFields = useAddressPlaceFields(control, place);
  useZipPlaceFill(control, place, part === 'city' && !readOnly);
  const options = (suggestions.data ?? []).filter((option) => (part === 'line1') === (option.line1 !== null));

  const choose = (option: AddressSuggestion, setField: (value: string) => void) => {
    setField(part === 'line1' ? (option.line1 ?? '') : option.city);
    if (part === 'line1') placeFields.setCity(option.city);
    placeFields.setState(option.state);
    placeFields.setZip(option.zip);
  };

  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete<AddressSuggestion, false, false, true>
          freeSolo
          readOnly={readOnly}
          options={options}
          filterOptions={(all) => all}
          getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
          inputValue={typeof field.value === 'string' ? field.value : ''}
          onInputChange={(_event, value, reason) => {
            if (reason === 'reset') return;
            field.onChange(value);
            if (!readOnly) setTyped(value);
          }}
          onChange={(_event, option) => {
            if (option && typeof option !== 'string') choose(option, field.onChange);
          }}
          onBlur={field.onBlur}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              name={field.name}
              label={label}
              required={required}
              autoComplete={part === 'line1' ? 'address-line1' : 'address-level2'}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}
