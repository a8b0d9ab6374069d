import { forwardRef, useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { VisibilityToggleAdornment } from './visibility-toggle-adornment';

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
