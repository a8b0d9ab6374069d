import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { CREATE_ACCOUNT_FAILED_PREFIX, CreateAccountRequest } from '@app/shared/auth/create-account';
import type { CurrentUser } from '@app/shared/users/current-user';
import { messages } from '@app/shared/validation/messages';
import { isApiError } from '../../../api/api-error';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { useNotify } from '../../../components/notifications/notification-context';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { TERMS_PAGE_HREF } from '../../../lib/links';
import { useCreateAccount } from '../api/create-account';

type CreateAccountForm = z.input<typeof CreateAccountRequest>;

const FIELDS = [
  'username',
  'firstName',
  'lastName',
  'email',
  'confirmEmail',
  'password',
  'confirmPassword',
  'phoneNumber',
  'consentToContact',
  'acceptTos',
] as const satisfies readonly (keyof CreateAccountForm)[];

/** "Failed to create user account because {server text}" (spec 001 §8). */
function createAccountFailure(error: unknown): string {
  const serverText =
    isApiError(error) && error.kind === 'http' && error.message ? error.message : 'of an unexpected error. Please try again.';
  return serverText.startsWith(CREATE_ACCOUNT_FAILED_PREFIX) ? serverText : `${CREATE_ACCOUNT_FAILED_PREFIX} ${serverText}`;
}

/** The create-account form (spec 001 §3 payload, §5 rules); Submit stays disabled until it is valid. */
export function CreateAccountForm({ onCreated }: { onCreated: (user: CurrentUser) => Promise<void> }) {
  const createAccount = useCreateAccount();
  const { notify } = useNotify();
  const { register, control, handleSubmit, formState, watch, setError } = useForm<
    CreateAccountForm,
    unknown,
    z.output<typeof CreateAccountRequest>
  >({
    resolver: zodResolver(CreateAccountRequest),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: {
      username: '',
      firstName: '',
      lastName: '',
      email: '',
      confirmEmail: '',
      password: '',
      confirmPassword: '',
      phoneNumber: '',
      consentToContact: false,
      acceptTos: false,
    },
  });
  const { errors, touchedFields, isValid, isSubmitting } = formState;

  const submit = handleSubmit(async (request) => {
    try {
      await onCreated(await createAccount.mutateAsync(request));
    } catch (error) {
      applyFieldErrors(error, setError, FIELDS);
      notify({ text: createAccountFailure(error), mode: 'error' });
    }
  });

  const text = (name: (typeof FIELDS)[number], label: string, extra: { autoComplete?: string; type?: string } = {}) => (
    <TextField
      label={label}
      required={name !== 'phoneNumber'}
      {...extra}
      {...register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
    />
  );
  const emailMismatch = touchedFields.confirmEmail && watch('confirmEmail').trim().toLowerCase() !== watch('email').trim().toLowerCase();

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Create account">
      {text('username', 'Username', { autoComplete: 'username' })}
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{text('firstName', 'First Name', { autoComplete: 'given-name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('lastName', 'Last Name', { autoComplete: 'family-name' })}</Grid>
      </Grid>
      {text('email', 'Email', { autoComplete: 'email', type: 'email' })}
      <TextField
        label="Confirm Email"
        type="email"
        autoComplete="email"
        required
        {...register('confirmEmail')}
        error={Boolean(errors.confirmEmail) || Boolean(emailMismatch)}
        helperText={errors.confirmEmail?.message ?? (emailMismatch ? messages.valuesMatch : undefined)}
      />
      <NewPasswordFields control={control} passwordName="password" confirmName="confirmPassword" passwordLabel="Password" showRules />
      {text('phoneNumber', 'Phone Number', { autoComplete: 'tel', type: 'tel' })}
      <Controller
        name="consentToContact"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                name={field.name}
              />
            }
            label="I agree to be contacted about my account and VendorProof services"
          />
        )}
      />
      <Controller
        name="acceptTos"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} sx={{ display: 'block' }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  name={field.name}
                  slotProps={{ input: { 'aria-required': true } }}
                />
              }
              label={
                <>
                  I accept the{' '}
                  <Link href={TERMS_PAGE_HREF} target="_blank" rel="noopener">
                    Terms of Service
                  </Link>
                </>
              }
            />
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={!isValid || isSubmitting}>
        Submit
      </Button>
    </Box>
  );
}
