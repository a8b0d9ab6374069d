import { useId, type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface LightTextFieldProps {
  label: string;
  name: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: FocusEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  type?: 'text' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  /** The field's rule message: shown under the input, which is then marked invalid. */
  error?: string;
  endAdornment?: ReactNode;
}

/**
 * An outlined text input that looks and reads like MUI's TextField (label, required mark, helper text tied
 * by aria-describedby) without TextField's select support, whose menus and popovers would come along. For
 * the login screen, the first thing most users load (issue 20); other forms use FormTextField. Takes what
 * react-hook-form's `register` gives (name, onChange, onBlur, and the ref as `inputRef`).
 */
export function LightTextField({ label, error, required, endAdornment, type = 'text', ...input }: LightTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl fullWidth margin="normal" required={required} error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        type={type}
        label={label}
        endAdornment={endAdornment}
        aria-describedby={error ? helperId : undefined}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
