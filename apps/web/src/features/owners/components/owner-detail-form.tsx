import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { ownerInputSchema, type Owner, type OwnerRequirements } from '@app/shared/owners/owner';
import { EditModeActions } from '../../../components/form/edit-mode-actions';
import { useNotify } from '../../../components/notifications/notification-context';
import { useUpdateOwner } from '../api/update-owner';
import { ownerFormValues, ownerName } from '../utils/owner-form-values';
import { ownerSavedMessage } from '../utils/owner-texts';
import { OwnerFormFields } from './owner-form-fields';
import { useOwnerForm } from './use-owner-form';

/**
 * The owner page's form (spec 001 §4 Owner): view mode until Edit; Save Changes saves and returns to
 * view mode; Cancel returns to view mode with the last saved values. A blank tax id keeps the stored one.
 */
export function OwnerDetailForm({ owner, requirements, clientId }: { owner: Owner; requirements: OwnerRequirements; clientId?: number }) {
  const [editing, setEditing] = useState(false);
  const { notify } = useNotify();
  const updateOwner = useUpdateOwner();
  const stored = { thisIsABusiness: owner.thisIsABusiness, taxIdLastFour: owner.taxIdLastFour };
  const schema = ownerInputSchema(requirements, owner.taxIdLastFour ? { thisIsABusiness: owner.thisIsABusiness } : null);
  const { form, save } = useOwnerForm(schema, ownerFormValues(owner), async (values) => {
    const saved = await updateOwner.mutateAsync({ ownerId: owner.ownerId, values, clientId });
    notify(ownerSavedMessage(ownerName(saved)));
    setEditing(false);
  });
  const { control, formState, reset, clearErrors, setFocus } = form;
  const { isSubmitting } = formState;

  // In view mode the form always shows the last saved owner (also after a save or a refetch).
  useEffect(() => {
    if (!editing) reset(ownerFormValues(owner));
  }, [owner, editing, reset]);

  const edit = () => {
    setEditing(true);
    setTimeout(() => setFocus(owner.thisIsABusiness ? 'businessName' : 'firstName'), 0);
  };
  const cancel = () => {
    reset(ownerFormValues(owner));
    setEditing(false);
  };

  return (
    <Box component="form" noValidate aria-label="Owner information" onSubmit={save}>
      <EditModeActions editing={editing} submitting={isSubmitting} onEdit={edit} onCancel={cancel} />
      <OwnerFormFields
        control={control}
        clearErrors={clearErrors}
        requirements={requirements}
        readOnly={!editing}
        stored={stored}
        heading="h2"
      />
    </Box>
  );
}
