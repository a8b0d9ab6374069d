import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { ownerInputSchema, type Owner, type OwnerRequirements, type OwnerValues } from '@app/shared/owners/owner';
import { errorMessage } from '../../../api/api-error';
import { useNotify } from '../../../components/notifications/notification-context';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useUpdateOwner } from '../api/update-owner';
import { OWNER_FORM_FIELDS, ownerFormValues, ownerName, type OwnerFormValues } from '../utils/owner-form-values';
import { SAVE_OWNER_FAILED, ownerSavedMessage } from '../utils/owner-texts';
import { OwnerFormFields } from './owner-form-fields';

/**
 * The owner page's form (spec 001 §4 Owner): view mode until Edit; Save Changes saves and returns to
 * view mode; Cancel returns to view mode with the last saved values. A blank tax id keeps the stored one.
 */
export function OwnerDetailForm({ owner, requirements, clientId }: { owner: Owner; requirements: OwnerRequirements; clientId?: number }) {
  const [editing, setEditing] = useState(false);
  const { notify } = useNotify();
  const updateOwner = useUpdateOwner();
  const stored = { thisIsABusiness: owner.thisIsABusiness, taxIdLastFour: owner.taxIdLastFour };
  const { control, handleSubmit, formState, reset, setError, clearErrors, setFocus } = useForm<OwnerFormValues, unknown, OwnerValues>({
    resolver: zodResolver(ownerInputSchema(requirements, owner.taxIdLastFour ? { thisIsABusiness: owner.thisIsABusiness } : null)),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: ownerFormValues(owner),
  });
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
  const save = handleSubmit(async (values) => {
    try {
      const saved = await updateOwner.mutateAsync({ ownerId: owner.ownerId, values, clientId });
      notify(ownerSavedMessage(ownerName(saved)));
      setEditing(false);
    } catch (error) {
      const applied = applyFieldErrors(error, setError, OWNER_FORM_FIELDS);
      notify({ text: applied.length > 0 ? errorMessage(error, SAVE_OWNER_FAILED) : SAVE_OWNER_FAILED, mode: 'error' });
    }
  });

  return (
    <Box component="form" noValidate aria-label="Owner information" onSubmit={save}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 1 }}>
        {editing ? (
          <>
            <Button onClick={cancel} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              Save Changes
            </Button>
          </>
        ) : (
          <Button variant="outlined" startIcon={<EditOutlined aria-hidden />} onClick={edit}>
            Edit
          </Button>
        )}
      </Box>
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
