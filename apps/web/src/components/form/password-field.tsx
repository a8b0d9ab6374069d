import { forwardRef } from 'react';
import type { TextFieldProps } from '@mui/material/TextField';
import { SecretTextField } from '../secret-text-field';

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLDivElement, TextFieldProps>(function PasswordField(props, ref) {
  return <SecretTextField {...props} ref={ref} secretName={String(props.label ?? 'password')} pressed={false} />;
});
