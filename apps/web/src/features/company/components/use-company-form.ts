import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { companyProfileSchema, type CompanyProfile, type CompanyProfileValues } from '@app/shared/company/company-profile';
import { useRevisionNotes } from '../../../api/get-revision-notes';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useCompanyProfile } from '../../../api/get-company-profile';
import { useSaveCompanyProfile } from '../api/save-company-profile';
import {
  COMPANY_FORM_FIELDS,
  companyFormValues,
  companyProfileInput,
  emptyCompanyForm,
  type CompanyFormValues,
} from '../utils/company-form-values';

type CompanyResolver = Resolver<CompanyFormValues, unknown, CompanyProfileValues>;

/** The schema's wider input type (nullable texts) takes the form's strings, so the cast is safe. */
const RESOLVERS: Record<'required' | 'optional', CompanyResolver> = {
  required: zodResolver(companyProfileSchema({ servicesOfferedRequired: true })) as unknown as CompanyResolver,
  optional: zodResolver(companyProfileSchema({ servicesOfferedRequired: false })) as unknown as CompanyResolver,
};

/** Thrown by `save` when the form does not pass the rules; the errors are already on the fields. */
export class CompanyFormInvalidError extends Error {
  override readonly name = 'CompanyFormInvalidError';
  constructor() {
    super('The company profile has errors');
  }
}

/**
 * The company profile form shared by the account tab and the signup step: loads the profile (with
 * the client's rules when a clientId is given) and the open revision notes, validates with the shared
 * schema, and saves. `save` resolves once saved and rejects when the form is invalid or the server
 * refuses (its field errors are put onto the fields).
 */
export function useCompanyForm(clientId?: string) {
  const profile = useCompanyProfile(clientId);
  const notes = useRevisionNotes('AccountInfo');
  const saveProfile = useSaveCompanyProfile();
  const { mutateAsync: putProfile } = saveProfile;
  // Services offered is required unless the client configuration(s) turn it off (the server decides).
  const servicesOfferedRequired = profile.data?.servicesOfferedRequired ?? true;
  const requiredRef = useRef(servicesOfferedRequired);
  requiredRef.current = servicesOfferedRequired;
  const resolver = useMemo<CompanyResolver>(
    () => (values, context, options) => RESOLVERS[requiredRef.current ? 'required' : 'optional'](values, context, options),
    [],
  );
  const form = useForm<CompanyFormValues, unknown, CompanyProfileValues>({
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: emptyCompanyForm(),
  });
  const { reset, handleSubmit, setError, formState } = form;

  // Each newly loaded profile becomes the form's baseline, unless the user is typing: a background
  // refetch must not overwrite their edits.
  const appliedProfile = useRef<CompanyProfile | undefined>(undefined);
  useEffect(() => {
    if (!profile.data || profile.data === appliedProfile.current) return;
    if (appliedProfile.current && formState.isDirty) return;
    appliedProfile.current = profile.data;
    reset(companyFormValues(profile.data));
  }, [profile.data, formState.isDirty, reset]);

  const save = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        void handleSubmit(
          async (values) => {
            try {
              const saved = await putProfile({ input: companyProfileInput(values), clientId });
              appliedProfile.current = saved;
              reset(companyFormValues(saved));
              resolve();
            } catch (error) {
              applyFieldErrors(error, setError, COMPANY_FORM_FIELDS);
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          },
          () => reject(new CompanyFormInvalidError()),
        )();
      }),
    [handleSubmit, putProfile, clientId, reset, setError],
  );

  return { form, profile, notes: notes.data ?? [], servicesOfferedRequired, save, saving: saveProfile.isPending };
}
