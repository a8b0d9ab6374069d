import type { FieldErrors, FieldPath, FieldValues, UseFormRegister } from 'react-hook-form';
import { messages } from '@app/shared/validation/messages';
import { PasswordField } from './password-field';
import { PasswordRules } from './password-rules';

/**
 * New password and its confirmation, with the policy rules ticked live. "Passwords must match" shows
 * as soon as the confirmation differs (the schema only checks it once every field is valid).
 */
export function NewPasswordFields<TForm extends FieldValues>({
  register,
  errors,
  newPassword,
  confirmPassword,
  confirmTouched,
  passwordField,
  confirmField,
  passwordLabel = 'New Password',
}: {
  register: UseFormRegister<TForm>;
  errors: FieldErrors<TForm>;
  newPassword: string;
  confirmPassword: string;
  confirmTouched: boolean;
  passwordField: FieldPath<TForm>;
  confirmField: FieldPath<TForm>;
  passwordLabel?: string;
}) {
  const passwordError = errors[passwordField]?.message;
  const mismatch = confirmTouched && confirmPassword !== newPassword ? messages.passwordsMustMatch : undefined;
  const confirmError = (errors[confirmField]?.message as string | undefined) ?? mismatch;
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        required
        {...register(passwordField)}
        error={Boolean(passwordError)}
        helperText={typeof passwordError === 'string' ? passwordError : undefined}
      />
      <PasswordRules password={newPassword} />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        required
        {...register(confirmField)}
        error={Boolean(confirmError)}
        helperText={confirmError}
      />
    </>
  );
}
