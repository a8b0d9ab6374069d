import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ownerInputSchema, type Owner, type OwnerRequirements } from '@app/shared/owners/owner';
import { useNotify } from '../../../components/notifications/notification-context';
import { useCreateOwner } from '../api/create-owner';
import { EMPTY_OWNER_FORM, ownerName } from '../utils/owner-form-values';
import { ownerAddedMessage } from '../utils/owner-texts';
import { OwnerFormFields } from './owner-form-fields';
import { useOwnerForm } from './use-owner-form';

interface OwnerFormProps {
  requirements: OwnerRequirements;
  /** The signup's client, whose owner rules the server applies; the account page sends none. */
  clientId?: number;
  onSaved: (owner: Owner) => void;
  onCancel: () => void;
  /** Accessible name of the form. */
  label?: string;
  /** Level of the section headings: h2 right under a page's h1, h3 inside a dialog or a step. */
  heading?: 'h2' | 'h3';
}

/**
 * The add-owner form (spec 001 §5 Owner (add)), shared by the account page's dialog, the /owners/add
 * page and the signup wizard's inline form. Validated with the shared schema and the client's rules;
 * the server's field errors land on the fields.
 */
export function OwnerForm({ requirements, clientId, onSaved, onCancel, label = 'Add Owner', heading = 'h3' }: OwnerFormProps) {
  const { notify } = useNotify();
  const createOwner = useCreateOwner();
  const { form, save } = useOwnerForm(ownerInputSchema(requirements), EMPTY_OWNER_FORM, async (values) => {
    const owner = await createOwner.mutateAsync({ values, clientId });
    notify(ownerAddedMessage(ownerName(owner)));
    onSaved(owner);
  });
  const { control, formState, clearErrors } = form;
  const { isSubmitting } = formState;

  return (
    <Box component="form" noValidate aria-label={label} onSubmit={save}>
      <OwnerFormFields control={control} clearErrors={clearErrors} requirements={requirements} heading={heading} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
        <Button onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Save Owner
        </Button>
      </Box>
    </Box>
  );
}
