import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { ONBOARDING_FAILED, type NewVendorResult } from '@app/shared/onboarding/onboarding';
import { isApiError } from '../../../api/api-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { formatUsPhone } from '../../../lib/input-masks';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { useStartOnboarding } from '../api/onboarding-mutations';
import { useOnboardingCategories, useOnboardingSubClients } from '../api/onboarding-queries';
import { EMPTY_NEW_VENDOR_FORM, newVendorResolver, type NewVendorFormValues } from '../utils/new-vendor-form';

const FIELDS = ['name', 'email', 'phone', 'facility', 'category'] as const;
const toId = (value: string) => (value === '' ? '' : Number(value));

/**
 * Onboard New Vendor (spec 002 §2, §5): Vendor Name and Email required, Phone optional, Facility
 * required when the client has sub-clients, Category preselected to the first. Starting it creates the
 * vendor group, its signup code and the workflow, and e-mails the invite.
 */
export function NewVendorDialog({
  clientId,
  onClose,
  onStarted,
}: {
  clientId: number;
  onClose: () => void;
  onStarted: (result: NewVendorResult, name: string) => void;
}) {
  const subClients = useOnboardingSubClients();
  const categories = useOnboardingCategories(clientId);
  const start = useStartOnboarding();
  const hasSubClients = (subClients.data?.length ?? 0) > 0;
  const resolver = useMemo(() => newVendorResolver(clientId, hasSubClients), [clientId, hasSubClients]);
  const form = useForm<NewVendorFormValues, unknown, Parameters<typeof start.mutate>[0]>({
    resolver,
    defaultValues: EMPTY_NEW_VENDOR_FORM,
  });
  const firstCategory = categories.data?.[0]?.id;
  useEffect(() => {
    if (firstCategory !== undefined && form.getValues('category') === '') form.setValue('category', firstCategory);
  }, [firstCategory, form]);

  const submit = form.handleSubmit((body) =>
    start.mutate(body, {
      onSuccess: (result) => onStarted(result, body.name),
      onError: (error) => applyFieldErrors(error, form.setError, FIELDS),
    }),
  );
  const loading = subClients.isPending || categories.isPending;
  const lookupFailed = subClients.isError || categories.isError;
  const fieldErrorsShown = isApiError(start.error) && Boolean(start.error.fieldErrors);
  return (
    <Dialog open onClose={onClose} aria-labelledby="new-vendor-title" maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="new-vendor-title">
        <DialogTitle id="new-vendor-title">Onboard New Vendor</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The vendor is e-mailed an invite with its signup code and a link to create an account and connect it.
          </DialogContentText>
          {lookupFailed && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {LOAD_FAILED_MESSAGE}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={12}>
              <FormTextField control={form.control} name="name" label="Vendor Name" required maxLength={200} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={form.control} name="email" label="Vendor Email" type="email" required maxLength={200} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={form.control}
                name="phone"
                label="Vendor Phone"
                type="tel"
                inputMode="tel"
                placeholder="###-###-####"
                mask={(value) => formatUsPhone(value)}
              />
            </Grid>
            {hasSubClients && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={form.control}
                  name="facility"
                  label="Facility"
                  required
                  options={(subClients.data ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
                  mask={toId}
                />
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: hasSubClients ? 6 : 12 }}>
              <FormTextField
                control={form.control}
                name="category"
                label="Category"
                required
                options={(categories.data ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
                mask={toId}
                helperText={categories.isPending ? 'Loading…' : undefined}
              />
            </Grid>
          </Grid>
          {start.isError && !fieldErrorsShown && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {ONBOARDING_FAILED}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={start.isPending} disabled={loading || lookupFailed}>
            Onboard Vendor
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
