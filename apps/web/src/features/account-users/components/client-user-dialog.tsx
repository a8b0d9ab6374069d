import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import {
  AddClientUserRequest,
  CLIENT_USER_PERMISSION_LABELS,
  UpdateClientUserRequest,
  type ClientUser,
} from '@app/shared/account/client-users';
import type { UserPermission } from '@app/shared/users/current-user';
import { useNotify } from '../../../components/notifications/notification-context';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useSaveClientUser, type AddClientUserInput } from '../api/save-client-user';
import { grantablePermissions } from '../utils/client-user-permissions';
import { UserDialogFrame, UserFormActions, UserIdentityFields } from './user-dialog-parts';
import { INVITATION_NOTE, USER_ADDED, USER_UPDATED, addUserFailedMessage, updateUserFailedMessage } from '../utils/account-user-texts';

interface ClientUserFormValues {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  permissions: UserPermission[];
}

const FIELDS = ['username', 'firstName', 'lastName', 'email', 'permissions'] as const;
// The schemas' input is the form's values; the casts only widen zod's inferred input types.
const addResolver = zodResolver(AddClientUserRequest) as unknown as Resolver<ClientUserFormValues, unknown, AddClientUserInput>;
const updateResolver = zodResolver(UpdateClientUserRequest) as unknown as Resolver<ClientUserFormValues, unknown, AddClientUserInput>;

function ClientUserForm({
  user,
  products,
  titleId,
  onClose,
}: {
  user?: ClientUser;
  products: string[];
  titleId: string;
  onClose: () => void;
}) {
  const { notify } = useNotify();
  const save = useSaveClientUser();
  const editing = user !== undefined;
  const { control, handleSubmit, setError, formState } = useForm<ClientUserFormValues, unknown, AddClientUserInput>({
    resolver: editing ? updateResolver : addResolver,
    mode: 'onTouched',
    defaultValues: {
      username: user?.username ?? '',
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      permissions: user?.permissions ?? [],
    },
  });
  const grantable = grantablePermissions(products);

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: user?.id, values });
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
          <Grid size={12}>
            <Controller
              control={control}
              name="permissions"
              render={({ field, fieldState }) => (
                <FormControl component="fieldset" error={Boolean(fieldState.error)}>
                  <FormLabel component="legend">Permissions</FormLabel>
                  <FormGroup row>
                    {grantable.map((permission) => (
                      <FormControlLabel
                        key={permission}
                        label={CLIENT_USER_PERMISSION_LABELS[permission]}
                        control={
                          <Checkbox
                            checked={field.value.includes(permission)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked ? [...field.value, permission] : field.value.filter((value) => value !== permission),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
                </FormControl>
              )}
            />
          </Grid>
          {!editing && (
            <Grid size={12}>
              <Alert severity="info">{INVITATION_NOTE}</Alert>
            </Grid>
          )}
        </Grid>
      </DialogContent>
      <UserFormActions editing={editing} submitting={formState.isSubmitting} onClose={onClose} />
    </Box>
  );
}

/** The Add User / Edit User dialog of Client Users; `user` given = edit mode. */
export function ClientUserDialog({
  open,
  user,
  products,
  onClose,
}: {
  open: boolean;
  user?: ClientUser;
  products: string[];
  onClose: () => void;
}) {
  return (
    <UserDialogFrame open={open} editing={user !== undefined} onClose={onClose}>
      {(titleId) => <ClientUserForm key={user?.id ?? 'new'} user={user} products={products} titleId={titleId} onClose={onClose} />}
    </UserDialogFrame>
  );
}
