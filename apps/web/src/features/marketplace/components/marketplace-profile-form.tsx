import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { US_STATES } from '@app/shared/platform/us-states';
import { FormTextField } from '../../../components/form/form-text-field';
import type { MarketplaceProfileValues } from '../api/save-marketplace-profile';
import { useMarketplaceCategories } from '../api/get-marketplace-categories';
import type { MarketplaceFormValues } from '../utils/marketplace-form-values';
import { formatPhone } from '../utils/phone-mask';
import { LogoField } from './logo-field';

const STATE_NAMES = new Map(US_STATES.map((s) => [s.code, s.state]));
const STATE_CODES = US_STATES.map((s) => s.code);

function Section({ children }: { children: string }) {
  return (
    <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mt: 2 }}>
      {children}
    </Typography>
  );
}

/** The Marketplace profile's fields (spec 001 §3), the same in the account tab and the signup step. */
export function MarketplaceProfileForm({ form }: { form: UseFormReturn<MarketplaceFormValues, unknown, MarketplaceProfileValues> }) {
  const { control, setValue } = form;
  const categories = useMarketplaceCategories();
  const phoneTypeId = useId();
  const [allStates, phoneUs, logoFileId, logoName] = useWatch({ control, name: ['allStates', 'contactPhoneUS', 'logoFileId', 'logoName'] });

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormTextField control={control} name="name" label="Name" required autoComplete="organization" />
      </Grid>
      <Grid size={12}>
        <LogoField
          logo={logoFileId ? { id: logoFileId, name: logoName ?? 'logo' } : null}
          onChange={(logo) => {
            setValue('logoFileId', logo?.id ?? null, { shouldDirty: true, shouldValidate: true });
            setValue('logoName', logo?.name ?? null, { shouldDirty: true });
          }}
        />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="summary" label="Summary" helperText="A sentence or two shown in search results" />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="description" label="Description" multiline minRows={4} />
      </Grid>

      <Grid size={12}>
        <Section>Where You Serve</Section>
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <Controller
          name="allStates"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              label="All states"
              control={
                <Checkbox
                  checked={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    field.onChange(event.target.checked);
                    // All states means an empty list (spec 001 §2): ticking the box clears the chosen states.
                    if (event.target.checked) setValue('states', [], { shouldDirty: true, shouldValidate: true });
                  }}
                />
              }
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 9 }}>
        <Controller
          name="states"
          control={control}
          render={({ field, fieldState }) => (
            <Autocomplete
              multiple
              options={STATE_CODES}
              value={field.value}
              disabled={allStates}
              onChange={(_event, value) => field.onChange(value)}
              onBlur={field.onBlur}
              getOptionLabel={(code) => STATE_NAMES.get(code) ?? code}
              filterSelectedOptions
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label="States"
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          )}
        />
      </Grid>
      <Grid size={12}>
        <Controller
          name="categories"
          control={control}
          render={({ field, fieldState }) => (
            <Autocomplete
              multiple
              options={categories.data ?? []}
              loading={categories.isPending}
              value={field.value}
              onChange={(_event, value) => field.onChange(value)}
              onBlur={field.onBlur}
              getOptionLabel={(category) => category.name}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              filterSelectedOptions
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label="Categories"
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          )}
        />
      </Grid>

      <Grid size={12}>
        <Section>Contact</Section>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField control={control} name="contactFirstName" label="First Name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <FormTextField control={control} name="contactMiddleName" label="Middle Name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <FormTextField control={control} name="contactLastName" label="Last Name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 2 }}>
        <FormTextField control={control} name="contactSuffix" label="Suffix" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="contactEmail" label="Email" type="email" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="website" label="Website" type="url" helperText="Starting with http:// or https://" />
      </Grid>
      <Grid size={12}>
        <Controller
          name="contactPhoneUS"
          control={control}
          render={({ field }) => (
            <FormControl>
              <FormLabel id={phoneTypeId}>Phone Type</FormLabel>
              <RadioGroup
                row
                aria-labelledby={phoneTypeId}
                value={field.value ? 'us' : 'international'}
                onChange={(event) => {
                  const us = event.target.value === 'us';
                  field.onChange(us);
                  // The digits typed so far are kept and shown in the new mode's mask.
                  setValue('contactPhone', formatPhone(form.getValues('contactPhone'), us), { shouldValidate: true });
                }}
              >
                <FormControlLabel value="us" control={<Radio />} label="US/Canada" />
                <FormControlLabel value="international" control={<Radio />} label="International" />
              </RadioGroup>
            </FormControl>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="contactPhone"
          label="Phone"
          type="tel"
          placeholder={phoneUs ? '###-###-####' : '+###############'}
          helperText={phoneUs ? 'Format ###-###-####' : '+ followed by up to 15 digits'}
          mask={(value) => formatPhone(value, phoneUs)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <FormTextField control={control} name="contactPhoneExt" label="Extension" />
      </Grid>

      <Grid size={12}>
        <Controller
          name="visible"
          control={control}
          render={({ field }) => (
            <FormControl>
              <FormControlLabel
                label="Show my profile in the Marketplace"
                control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />}
              />
              <FormHelperText sx={{ mt: 0 }}>When off, your profile is hidden from the Marketplace.</FormHelperText>
            </FormControl>
          )}
        />
      </Grid>
    </Grid>
  );
}
