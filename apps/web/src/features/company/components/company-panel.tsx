import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../api/api-error';
import { FormSkeleton } from '../../../components/loading-skeletons';
import { useNotify } from '../../../components/notifications/notification-context';
import { GENERIC_STEP_INVALID_REASON } from '../../../lib/wizard-step';
import { COMPANY_LOAD_FAILED, COMPANY_SAVED, COMPANY_SAVE_FAILED } from '../utils/company-texts';
import { ExclusionListsSection } from '../../../widgets/exclusion-matches/exclusion-lists-section';
import { CompanyFormFields } from './company-form-fields';
import { CompanyFormInvalidError, useCompanyForm } from './use-company-form';

/**
 * The Company tab of /account (spec 001 §2 Company profile): the whole profile with Save. The rules are
 * the strictest of the vendor's customers (services offered required unless all of them turn it off).
 * Above it, the company's own exclusion matches, answered like an employee's.
 */
export default function CompanyPanel() {
  const { notify } = useNotify();
  const { form, profile, notes, servicesOfferedRequired, save, saving } = useCompanyForm();

  if (profile.isPending) return <FormSkeleton label="Loading the company profile" fields={10} />;
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

  // The matches sit outside the form: the match dialog's own form must not submit the profile.
  return (
    <>
      <Box component="section" aria-labelledby="company-exclusion-lists" sx={{ mb: 3 }}>
        <Typography id="company-exclusion-lists" variant="h2" component="h2" gutterBottom>
          Exclusion Lists
        </Typography>
        <ExclusionListsSection subjectPath="/account/company" />
      </Box>
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
    </>
  );
}
