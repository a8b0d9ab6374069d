import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import { messages } from '@app/shared/validation/messages';
import { PasswordField } from './password-field';
import { PasswordRules } from './password-rules';

export interface NewPasswordFieldsProps<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  passwordName: FieldPath<TValues>;
  confirmName: FieldPath<TValues>;
  passwordLabel?: string;
  /** The form's own text for a confirmation that differs: "Passwords must match" (login screens) or "Passwords don't match" (Users). */
  mismatchMessage?: string;
  required?: boolean;
  /** Under the password while it has no error ("Leave blank to keep your password"). */
  passwordHelperText?: string;
  /** The policy rules ticked live under the password (the login screens show them). */
  showRules?: boolean;
  /** Side by side in a Grid container (the Users dialog) instead of one under the other. */
  inGrid?: boolean;
}

/**
 * A new password and its confirmation: the one piece behind the create-account, password-reset and
 * Users forms. The mismatch message shows as soon as the touched confirmation differs (the schemas only
 * check it once every other field is valid); the confirmation's own rule message shows once it was
 * touched or the form submitted, and a changed password re-checks it.
 */
export function NewPasswordFields<TValues extends FieldValues, TOutput>({
  control,
  passwordName,
  confirmName,
  passwordLabel = 'New Password',
  mismatchMessage = messages.passwordsMustMatch,
  required = true,
  passwordHelperText,
  showRules = false,
  inGrid = false,
}: NewPasswordFieldsProps<TValues, TOutput>) {
  const password = useController({ control, name: passwordName, rules: { deps: [confirmName] } });
  const confirm = useController({ control, name: confirmName });
  const passwordValue = String(password.field.value ?? '');
  const confirmValue = String(confirm.field.value ?? '');
  const confirmTouched = confirm.fieldState.isTouched;
  const mismatch = confirmTouched && confirmValue !== passwordValue ? mismatchMessage : undefined;
  const confirmError = confirmTouched || confirm.formState.isSubmitted ? (confirm.fieldState.error?.message ?? mismatch) : undefined;
  const passwordError = password.fieldState.error?.message;

  const passwordInput = (
    <>
      <PasswordField
        name={password.field.name}
        value={passwordValue}
        onChange={password.field.onChange}
        onBlur={password.field.onBlur}
        inputRef={password.field.ref}
        label={passwordLabel}
        autoComplete="new-password"
        required={required}
        error={Boolean(passwordError)}
        helperText={passwordError ?? passwordHelperText}
      />
      {showRules && <PasswordRules password={passwordValue} />}
    </>
  );
  const confirmInput = (
    <PasswordField
      name={confirm.field.name}
      value={confirmValue}
      onChange={confirm.field.onChange}
      onBlur={confirm.field.onBlur}
      inputRef={confirm.field.ref}
      label="Confirm Password"
      autoComplete="new-password"
      required={required}
      error={Boolean(confirmError)}
      helperText={confirmError}
    />
  );
  if (!inGrid) {
    return (
      <>
        {passwordInput}
        {confirmInput}
      </>
    );
  }
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>{passwordInput}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{confirmInput}</Grid>
    </>
  );
}
