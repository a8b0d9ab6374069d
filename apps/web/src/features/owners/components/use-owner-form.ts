import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ownerInputSchema, type OwnerValues } from '@app/shared/owners/owner';
import { errorMessage } from '../../../api/api-error';
import { useNotify } from '../../../components/notifications/notification-context';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { OWNER_FORM_FIELDS, type OwnerFormValues } from '../utils/owner-form-values';
import { SAVE_OWNER_FAILED } from '../utils/owner-texts';

/**
 * The owner form's state for adding and for editing: validated with the shared schema as the client's
 * rules make it, and a `save` that runs `submit` with the valid values. When `submit` fails, the server's
 * field errors land on the fields and the failure is said (the server's text only if it named a field).
 */
export function useOwnerForm(
  schema: ReturnType<typeof ownerInputSchema>,
  defaultValues: OwnerFormValues,
  submit: (values: OwnerValues) => Promise<void>,
) {
  const { notify } = useNotify();
  const form = useForm<OwnerFormValues, unknown, OwnerValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues,
  });
  const save = form.handleSubmit(async (values) => {
    try {
      await submit(values);
    } catch (error) {
      const applied = applyFieldErrors(error, form.setError, OWNER_FORM_FIELDS);
      notify({ text: applied.length > 0 ? errorMessage(error, SAVE_OWNER_FAILED) : SAVE_OWNER_FAILED, mode: 'error' });
    }
  });
  return { form, save };
}
