import { forwardRef } from 'react';
import type { TextFieldProps } from '@mui/material/TextField';
import { SecretTextField } from './secret-text-field';
import { formatSsn } from '../lib/input-masks';

type SsnFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
};

/**
 * The SSN input (spec 000 §5): entry mask ###-##-####, hidden by default, with an eye toggle to reveal
 * it. The value handed to `onChange` is the masked text; the shared schema strips the dashes.
 */
export const SsnField = forwardRef<HTMLDivElement, SsnFieldProps>(function SsnField(
  { value, onChange, readOnly = false, label = 'SSN', ...props },
  ref,
) {
  return (
    <SecretTextField
      {...props}
      ref={ref}
      secretName="SSN"
      readOnly={readOnly}
      label={label}
      value={formatSsn(value ?? '')}
      onChange={(event) => onChange(formatSsn(event.target.value))}
      autoComplete="off"
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: 'numeric', maxLength: 11, placeholder: '###-##-####' },
      }}
    />
  );
});
