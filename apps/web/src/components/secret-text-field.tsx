import { forwardRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

interface VisibilityToggleAdornmentProps {
  visible: boolean;
  onToggle: () => void;
  /** What the button reveals, in its accessible name: "Show {secretName}" / "Hide {secretName}". */
  secretName: string;
  /** Whether the button also reports its state with aria-pressed. */
  pressed?: boolean;
}

/** The eye button at the end of a hidden input that shows or hides what was typed. */
function VisibilityToggleAdornment({ visible, onToggle, secretName, pressed = true }: VisibilityToggleAdornmentProps) {
  return (
    <InputAdornment position="end">
      <IconButton
        aria-label={visible ? `Hide ${secretName}` : `Show ${secretName}`}
        aria-pressed={pressed ? visible : undefined}
        onClick={onToggle}
        edge="end"
        size="small"
      >
        {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
      </IconButton>
    </InputAdornment>
  );
}

export type SecretTextFieldProps = Omit<TextFieldProps, 'type'> & {
  /** What the eye button reveals, in its accessible name ("SSN", "Tax ID", the password's label). */
  secretName: string;
  /** Whether the eye button reports its state with aria-pressed. */
  pressed?: boolean;
  readOnly?: boolean;
};

/**
 * A text input hidden like a password by default, with an eye button to reveal it: the one piece behind
 * the password, SSN and Tax ID inputs. The caller's `slotProps.input` is replaced by the adornment.
 */
export const SecretTextField = forwardRef<HTMLDivElement, SecretTextFieldProps>(function SecretTextField(
  { secretName, pressed = true, readOnly, slotProps, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      ref={ref}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          readOnly,
          endAdornment: (
            <VisibilityToggleAdornment
              visible={visible}
              onToggle={() => setVisible((shown) => !shown)}
              secretName={secretName}
              pressed={pressed}
            />
          ),
        },
      }}
    />
  );
});
