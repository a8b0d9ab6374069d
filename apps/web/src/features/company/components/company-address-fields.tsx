import { Controller, type UseFormReturn } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { CompanyProfileValues } from '@app/shared/company/company-profile';
import { US_STATES } from '@app/shared/platform/us-states';
import type { CompanyFormValues } from '../utils/company-form-values';
import { FormTextField } from '../../../components/form/form-text-field';
import { AddressAutocompleteField } from '../../../widgets/address-lookup/address-autocomplete-field';

type CompanyForm = UseFormReturn<CompanyFormValues, unknown, CompanyProfileValues>;

/**
 * Address 1, Address 2, City, State and Zip Code of the office or mailing address. Only US states are
 * offered (the product accepts US addresses only), Address 1 and City suggest US addresses and places, and a
 * ZIP code fills an empty city and state; the ZIP is checked again when the state changes, since the rule compares the two.
 */
export function CompanyAddressFields({ form, prefix }: { form: CompanyForm; prefix: 'officeAddress' | 'mailingAddress' }) {
  const { control, getValues, trigger } = form;
  const zipPath = `${prefix}.zip` as const;
  const place = { city: `${prefix}.city`, state: `${prefix}.state`, zip: zipPath } as const;
  return (
    <Grid container columnSpacing={2} rowSpacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <AddressAutocompleteField control={control} name={`${prefix}.addrLine1`} part="line1" label="Address 1" required place={place} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={`${prefix}.addrLine2`} label="Address 2" autoComplete="address-line2" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <AddressAutocompleteField control={control} name={`${prefix}.city`} part="city" label="City" required place={place} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Controller
          name={`${prefix}.state`}
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              onChange={(event) => {
                field.onChange(event.target.value);
                if (getValues(zipPath)) void trigger(zipPath);
              }}
              select
              label="State"
              required
              fullWidth
              autoComplete="address-level1"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">Choose a state</option>
              {US_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.state}
                </option>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          control={control}
          name={zipPath}
          label="Zip Code"
          required
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
        />
      </Grid>
    </Grid>
  );
}
