import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';

/**
 * A number field that keeps what is typed ("12." on the way to "12.50") and reports the parsed value;
 * a new value from outside (a neighbour's linked edit) replaces the text.
 */
export function TierNumberField({
  label,
  value,
  onValue,
  decimals = 0,
  disabled = false,
  error,
}: {
  label: string;
  value: number;
  onValue: (value: number) => void;
  /** 2 for dollar amounts, 0 for employee counts. */
  decimals?: number;
  disabled?: boolean;
  error?: string;
}) {
  const shown = (number: number) => (decimals ? number.toFixed(decimals) : String(number));
  const [text, setText] = useState(shown(value));
  useEffect(() => {
    setText((current) => (Number(current) === value ? current : shown(value)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shown` only depends on `decimals`
  }, [value, decimals]);
  return (
    <TextField
      size="small"
      margin="none"
      label={label}
      value={text}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => {
        const next = event.target.value;
        const pattern = decimals ? /^\d*(\.\d{0,2})?$/ : /^\d*$/;
        if (!pattern.test(next)) return;
        setText(next);
        onValue(next === '' || next === '.' ? 0 : Number(next));
      }}
      slotProps={{ htmlInput: { inputMode: decimals ? 'decimal' : 'numeric' } }}
      sx={{ minWidth: 96 }}
    />
  );
}
