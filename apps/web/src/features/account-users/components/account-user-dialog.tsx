import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Grid from '@mui/material/Grid';
import { PASSWORDS_DONT_MATCH, type AccountUser } from '@app/shared/account/account-users';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { PasswordField } from '../../../components/form/password-field';
import { useNotify } from '../../../components/notifications/notification-context';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useAddAccountUser } from '../api/add-account-user';
import { useUpdateAccountUser } from '../api/update-account-user';
import {
  AddAccountUserForm,
  UpdateAccountUserForm,
  accountUserFormValues,
  type AddAccountUserInput,
  type AccountUserFormValues,
  type UpdateAccountUserInput,
} from '../utils/account-user-form';
import { UserDialogFrame, UserFormActions, UserIdentityFields } from './user-dialog-parts';
import { USER_ADDED, USER_UPDATED, addUserFailedMessage, updateUserFailedMessage } from '../utils/account-user-texts';

type FormOutput = AddAccountUserInput | UpdateAccountUserInput;

const FIELDS = ['username', 'firstName', 'lastName', 'email', 'password', 'passwordConfirm', 'currentPassword'] as const;

// The schemas' input is the form's text fields; the casts only widen zod's inferred input types.
const addResolver = zodResolver(AddAccountUserForm) as unknown as Resolver<AccountUserFormValues, unknown, FormOutput>;
const updateResolver = zodResolver(UpdateAccountUserForm) as unknown as Resolver<AccountUserFormValues, unknown, FormOutput>;

/**
 * The form inside the dialog; it is mounted afresh for each user, so add and edit each get their own
 * schema (spec 001 §5 Users): on edit the login name is read-only and the password fields appear only
 * for oneself, optional then, with the current password asked for a change.
 */
function AccountUserForm({ user, titleId, onClose }: { user?: AccountUser; titleId: string; onClose: () => void }) {
  const { notify } = useNotify();
  const add = useAddAccountUser();
  const update = useUpdateAccountUser();
  const editing = user !== undefined;
  const showPasswords = !editing || user.isCurrentUser;
  const { control, handleSubmit, setError, formState } = useForm<AccountUserFormValues, unknown, FormOutput>({
    resolver: editing ? updateResolver : addResolver,
    mode: 'onTouched',
    defaultValues: accountUserFormValues(user),
  });

  const submit = handleSubmit(async (input) => {
    try {
      if (editing) await update.mutateAsync({ id: user.id, input: input as UpdateAccountUserInput });
      else await add.mutateAsync(input as AddAccountUserInput);
      notify(editing ? USER_UPDATED : USER_ADDED);
      onClose();
    } catch (error) {
      applyFieldErrors(error, setError, FIELDS);
      notify({ text: editing ? updateUserFailedMessage(error) : addUserFailedMessage(error), mode: 'error' });
    }
  });

  return (
    <Box component="form" noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
      <DialogContent>
        <Grid container spacing={2}>
          <UserIdentityFields control={control} editing={editing} />
          {editing && showPasswords && (
            <Grid size={12}>
              <Controller
                control={control}
                name="currentPassword"
                render={({ field: { ref, ...field }, fieldState }) => (
                  <PasswordField
                    {...field}
                    inputRef={ref}
                    label="Current Password"
                    autoComplete="current-password"
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? 'Needed only to change your password'}
                  />
                )}
              />
            </Grid>
          )}
          {showPasswords && (
            <NewPasswordFields
              control={control}
              passwordName="password"
              confirmName="passwordConfirm"
              passwordLabel="Password"
              mismatchMessage={PASSWORDS_DONT_MATCH}
              required={!editing}
              passwordHelperText={editing ? 'Leave blank to keep your password' : undefined}
              inGrid
            />
          )}
        </Grid>
      </DialogContent>
      <UserFormActions editing={editing} submitting={formState.isSubmitting} onClose={onClose} />
    </Box>
  );
}

/** The Add User / Edit User dialog of the Users tab; `user` given = edit mode. */
export function AccountUserDialog({ open, user, onClose }: { open: boolean; user?: AccountUser; onClose: () => void }) {
  return (
    <UserDialogFrame open={open} editing={user !== undefined} onClose={onClose}>
      {(titleId) => <AccountUserForm key={user?.id ?? 'new'} user={user} titleId={titleId} onClose={onClose} />}
    </UserDialogFrame>
  );
}
