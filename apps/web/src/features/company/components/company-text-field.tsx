import { Controller, type Control, type FieldPathByValue } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import type { CompanyProfileValues } from '@app/shared/company/company-profile';
import type { CompanyFormValues } from '../utils/company-form-values';

export type CompanyFormControl = Control<CompanyFormValues, unknown, CompanyProfileValues>;
export type CompanyTextPath = FieldPathByValue<CompanyFormValues, string>;

interface CompanyTextFieldProps {
  control: CompanyFormControl;
  name: CompanyTextPath;
  label: string;
  required?: boolean;
  autoComplete?: string;
  type?: 'date' | 'tel';
  /** Applied to every change: an input mask (phone, digits only). */
  mask?: (value: string) => string;
  inputMode?: 'numeric' | 'tel';
  maxLength?: number;
  max?: string;
  multiline?: boolean;
  helperText?: string;
}

/** A text input bound to the company form, showing its rule's message under it. */
export function CompanyTextField({ control, name, label, required = false, autoComplete = 'off', type, mask, inputMode, maxLength, max, multiline = false, helperText }: CompanyTextFieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(mask ? mask(event.target.value) : event.target.value)}
          label={label}
          required={required}
          fullWidth
          type={type}
          autoComplete={autoComplete}
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{
            htmlInput: { inputMode, maxLength, max },
            inputLabel: type === 'date' ? { shrink: true } : undefined,
          }}
        />
      )}
    />
  );
}
