import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { FormSkeleton } from '../../../components/loading-skeletons';
import { GENERIC_STEP_INVALID_REASON, type WizardStepProps } from '../../../lib/wizard-step';
import { COMPANY_LOAD_FAILED } from '../utils/company-texts';
import { CompanyFormFields } from './company-form-fields';
import { useCompanyForm } from './use-company-form';

/**
 * The signup step Business Information: the company form without Save, under the rules of the client
 * signed up with. Next saves it (PUT with the clientId); the step is valid when the form passes them.
 */
export default function CompanyStep({ clientId, onValidityChange, registerSave }: WizardStepProps) {
  const { form, profile, notes, servicesOfferedRequired, save } = useCompanyForm(clientId);
  const { isValid } = form.formState;
  const ready = profile.isSuccess;

  // The wizard keeps one save function; it always runs the latest form's save.
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    registerSave(() => saveRef.current());
    return () => registerSave(null);
  }, [registerSave]);

  useEffect(() => {
    onValidityChange(ready && isValid ? null : GENERIC_STEP_INVALID_REASON);
  }, [ready, isValid, onValidityChange]);

  if (profile.isPending) return <FormSkeleton label="Loading the company profile" fields={10} action={false} />;
  if (profile.isError) return <Alert severity="error">{COMPANY_LOAD_FAILED}</Alert>;

  return (
    <Box component="form" noValidate aria-label="Business Information" onSubmit={(event) => event.preventDefault()}>
      <CompanyFormFields form={form} notes={notes} servicesOfferedRequired={servicesOfferedRequired} />
    </Box>
  );
}
