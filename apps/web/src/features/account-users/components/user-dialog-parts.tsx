import { useId, type ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { FormTextField } from '../../../components/form/form-text-field';

/** The name, login name and e-mail every user form asks for. */
interface UserIdentityValues extends FieldValues {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * The identity fields of the Add User / Edit User forms (vendor account users and client users alike):
 * on edit the login name is read-only.
 */
export function UserIdentityFields<TValues extends UserIdentityValues, TOutput>({
  control,
  editing,
}: {
  control: Control<TValues, unknown, TOutput>;
  editing: boolean;
}) {
  const name = (field: keyof UserIdentityValues & string) => field as Path<TValues>;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={name('firstName')} label="First Name" required autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={name('lastName')} label="Last Name" required autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={name('username')}
          label="Login Name"
          required
          autoComplete="off"
          readOnly={editing}
          helperText={editing ? 'The login name cannot be changed' : undefined}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={name('email')} label="Email" type="email" required autoComplete="off" />
      </Grid>
    </>
  );
}

/** Cancel and the submit button of a user form: Save Changes on edit, Add User otherwise. */
export function UserFormActions({ editing, submitting, onClose }: { editing: boolean; submitting: boolean; onClose: () => void }) {
  return (
    <DialogActions>
      <Button onClick={onClose}>Cancel</Button>
      <Button type="submit" variant="contained" disabled={submitting}>
        {editing ? 'Save Changes' : 'Add User'}
      </Button>
    </DialogActions>
  );
}

/**
 * The Add User / Edit User dialog frame; the form inside is rendered afresh for each user (keyed by the
 * caller), so add and edit each start from their own values.
 */
export function UserDialogFrame({
  open,
  editing,
  onClose,
  children,
}: {
  open: boolean;
  editing: boolean;
  onClose: () => void;
  children: (titleId: string) => ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{editing ? 'Edit User' : 'Add User'}</DialogTitle>
      {open && children(titleId)}
    </Dialog>
  );
}
