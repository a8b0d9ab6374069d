import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { errorMessage } from '../../../api/api-error';
import { useNotify } from '../../../components/notifications/notification-context';
import { GENERIC_STEP_INVALID_REASON } from '../../../lib/wizard-step';
import { COMPANY_LOAD_FAILED, COMPANY_SAVED, COMPANY_SAVE_FAILED } from '../utils/company-texts';
import { CompanyFormFields } from './company-form-fields';
import { CompanyFormInvalidError, useCompanyForm } from './use-company-form';

/**
 * The Company tab of /account (spec 001 §2 Company profile): the whole profile with Save. The rules are
 * the strictest of the vendor's customers (services offered required unless all of them turn it off).
 */
export default function CompanyPanel() {
  const { notify } = useNotify();
  const { form, profile, notes, servicesOfferedRequired, save, saving } = useCompanyForm();

  if (profile.isPending) return <LinearProgress aria-label="Loading the company profile" />;
  if (profile.isError) return <Alert severity="error">{COMPANY_LOAD_FAILED}</Alert>;

  const submit = async () => {
    try {
      await save();
      notify(COMPANY_SAVED);
    } catch (error) {
      const text = error instanceof CompanyFormInvalidError ? GENERIC_STEP_INVALID_REASON : errorMessage(error, COMPANY_SAVE_FAILED);
      notify({ text, mode: 'error' });
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Company profile"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <CompanyFormFields form={form} notes={notes} servicesOfferedRequired={servicesOfferedRequired} />
      <Box sx={{ display: 'flex', gap: 2, mt: 4 }}>
        <Button type="submit" variant="contained" size="large" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </Box>
    </Box>
  );
}
