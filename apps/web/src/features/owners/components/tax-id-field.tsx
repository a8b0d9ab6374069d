import type { Ref } from 'react';
import TextField from '@mui/material/TextField';
import { SsnField } from '../../../components/ssn-field';
import { formatEin } from '../../../lib/input-masks';
import { maskedTaxId } from '../utils/owner-form-values';

interface TaxIdFieldProps {
  name: string;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  isBusiness: boolean;
  readOnly: boolean;
  required: boolean;
  /** Last four digits of the tax id on file, kept when the input stays blank. */
  storedLastFour: string | null;
  error?: string;
}

/**
 * The owner's tax id (spec 001 §3): an SSN (hidden, ###-##-####) for a person, an EIN (##-#######) for a
 * business. Only the last four digits of a stored one are known, so view mode shows those masked and
 * edit mode leaves the input blank to keep it.
 */
export function TaxIdField({
  name,
  inputRef,
  value,
  onChange,
  onBlur,
  isBusiness,
  readOnly,
  required,
  storedLastFour,
  error,
}: TaxIdFieldProps) {
  const label = isBusiness ? 'EIN' : 'SSN';
  if (readOnly) {
    return (
      <TextField
        name={name}
        label={label}
        value={maskedTaxId(storedLastFour, isBusiness)}
        fullWidth
        slotProps={{ input: { readOnly: true } }}
      />
    );
  }
  const hint = storedLastFour ? `On file: ending in ${storedLastFour}. Leave blank to keep it.` : undefined;
  if (!isBusiness) {
    return (
      <SsnField
        name={name}
        inputRef={inputRef}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        required={required}
        fullWidth
        error={Boolean(error)}
        helperText={error ?? hint}
      />
    );
  }
  return (
    <TextField
      name={name}
      inputRef={inputRef}
      label={label}
      value={formatEin(value)}
      onChange={(event) => onChange(formatEin(event.target.value))}
      onBlur={onBlur}
      required={required}
      autoComplete="off"
      fullWidth
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10, placeholder: '##-#######' } }}
    />
  );
}
