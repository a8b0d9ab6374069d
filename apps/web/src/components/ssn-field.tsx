import { forwardRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { formatSsn } from './ssn-mask';

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
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      ref={ref}
      label={label}
      value={formatSsn(value ?? '')}
      onChange={(event) => onChange(formatSsn(event.target.value))}
      type={visible ? 'text' : 'password'}
      autoComplete="off"
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: 'numeric', maxLength: 11, placeholder: '###-##-####' },
        input: {
          readOnly,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? 'Hide SSN' : 'Show SSN'}
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
});
