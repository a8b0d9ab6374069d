import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import { choiceOptions, type Choice } from '../choice-field';

export interface FormTextFieldProps<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'password' | 'url';
  inputMode?: 'numeric' | 'tel' | 'email' | 'url' | 'decimal';
  placeholder?: string;
  helperText?: ReactNode;
  maxLength?: number;
  /** The latest allowed value of a date input ('2026-11-22'). */
  max?: string;
  /** The earliest allowed value of a date input. */
  min?: string;
  multiline?: boolean;
  /** Rows a multiline input starts with (2 unless told). */
  minRows?: number;
  /** View mode: the value shows but cannot be edited. */
  readOnly?: boolean;
  /** Fields validated again when this one changes. */
  deps?: FieldPath<TValues>[];
  /** Applied to every change: an input mask (phone, digits only, card number), or a parse to the form's value (a number). */
  mask?: (value: string, previous: string) => string | number;
  /** Renders a select with these options. */
  options?: readonly Choice<string>[];
}

/**
 * A text input (or select) bound to a react-hook-form field, showing the field's rule message under it.
 * The one way forms here render their text fields, so labels, masks and errors behave alike everywhere.
 */
export function FormTextField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  required = false,
  disabled = false,
  autoComplete = 'off',
  type,
  inputMode,
  placeholder,
  helperText,
  maxLength,
  max,
  min,
  multiline = false,
  minRows,
  readOnly,
  deps,
  mask,
  options,
}: FormTextFieldProps<TValues, TOutput>) {
  return (
    <Controller
      name={name}
      control={control}
      rules={deps ? { deps } : undefined}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          // On the input itself, so that focusing the field (setFocus, the first error on submit) reaches it.
          inputRef={ref}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(mask ? mask(event.target.value, String(field.value ?? '')) : event.target.value)}
          label={label}
          required={required}
          disabled={disabled}
          fullWidth
          type={type}
          select={Boolean(options)}
          autoComplete={autoComplete}
          placeholder={placeholder}
          multiline={multiline}
          minRows={multiline ? (minRows ?? 2) : undefined}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{
            input: readOnly === undefined ? undefined : { readOnly },
            htmlInput: { inputMode, maxLength, max, min, spellCheck: inputMode === 'numeric' ? false : undefined },
            inputLabel: type === 'date' ? { shrink: true } : undefined,
          }}
        >
          {options && choiceOptions(options, false)}
        </TextField>
      )}
    />
  );
}
