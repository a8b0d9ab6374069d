import type { ReactNode } from 'react';
import { Controller, useWatch, type Control, type UseFormClearErrors } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { todayIso } from '@app/shared/employees/employee';
import type { OwnerRequirements, OwnerValues } from '@app/shared/owners/owner';
import { US_STATES } from '@app/shared/platform/us-states';
import { FormAutocomplete } from '../../../components/form/form-autocomplete';
import { FormTextField, type FormTextFieldProps } from '../../../components/form/form-text-field';
import { AddressAutocompleteField } from '../../../widgets/address-lookup/address-autocomplete-field';
import { digitsOnly } from '../../../lib/input-masks';
import { GENDERS, type OwnerFormValues } from '../utils/owner-form-values';
import { TaxIdField } from './tax-id-field';

type FormControl = Control<OwnerFormValues, unknown, OwnerValues>;
type HeadingLevel = 'h2' | 'h3';

function Section({ title, heading, children }: { title: string; heading: HeadingLevel; children: ReactNode }) {
  return (
    <Box component="section" sx={{ '& + &': { mt: 3 } }}>
      <Typography variant="h3" component={heading} sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Grid container columnSpacing={2} rowSpacing={2}>
        {children}
      </Grid>
    </Box>
  );
}

/** A half-width field of the form; in view mode nothing is marked required. */
/** The owner's address fields a chosen suggestion or a typed ZIP code fills. */
const OWNER_PLACE = { city: 'city', state: 'state', zip: 'postalCode' } as const;

function Half(props: FormTextFieldProps<OwnerFormValues, OwnerValues>) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormTextField {...props} required={Boolean(props.required) && !props.readOnly} />
    </Grid>
  );
}

interface OwnerFormFieldsProps {
  control: FormControl;
  clearErrors: UseFormClearErrors<OwnerFormValues>;
  requirements: OwnerRequirements;
  /** View mode of the detail page: values shown, nothing editable. */
  readOnly?: boolean;
  /** The stored owner's kind and tax id (last four digits) when editing one. */
  stored?: { thisIsABusiness: boolean; taxIdLastFour: string | null };
  /** h2 on the detail page (under its h1), h3 inside the account tab, dialog and wizard step. */
  heading?: HeadingLevel;
}

/**
 * The owner form's fields (spec 001 §3 Owner, §5 Owner add/edit): "This is a business" switches between
 * a company name and a person's name, date of birth and gender; tax id (SSN or EIN), NPI, address and
 * ownership share. DOB and tax id are marked required only when the client requires them.
 */
export function OwnerFormFields({ control, clearErrors, requirements, readOnly = false, stored, heading = 'h3' }: OwnerFormFieldsProps) {
  const isBusiness = useWatch({ control, name: 'thisIsABusiness' }) ?? false;
  const keepsTaxId = Boolean(stored?.taxIdLastFour) && stored?.thisIsABusiness === isBusiness;
  return (
    <>
      <Section title="Owner Information" heading={heading}>
        <Grid size={12}>
          <Controller
            name="thisIsABusiness"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                label="This is a business"
                control={
                  <Switch
                    name={field.name}
                    onBlur={field.onBlur}
                    checked={Boolean(field.value)}
                    disabled={readOnly}
                    onChange={(event) => {
                      // The other kind's fields are hidden, so their errors must not linger.
                      clearErrors();
                      field.onChange(event.target.checked);
                    }}
                  />
                }
              />
            )}
          />
        </Grid>
        {isBusiness ? (
          <Half control={control} name="businessName" label="Company" readOnly={readOnly} required />
        ) : (
          <>
            <Half control={control} name="firstName" label="First Name" readOnly={readOnly} required />
            <Half control={control} name="lastName" label="Last Name" readOnly={readOnly} required />
            <Half
              control={control}
              name="dob"
              label="Date of Birth"
              type="date"
              max={todayIso()}
              readOnly={readOnly}
              required={requirements.dobRequired}
            />
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                name="gender"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    name={field.name}
                    inputRef={field.ref}
                    onBlur={field.onBlur}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.target.value || null)}
                    label="Gender"
                    fullWidth
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    slotProps={{ input: { readOnly } }}
                  >
                    <MenuItem value="">
                      <em>Not given</em>
                    </MenuItem>
                    {GENDERS.map((gender) => (
                      <MenuItem key={gender} value={gender}>
                        {gender}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
          </>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            name="taxId"
            control={control}
            render={({ field, fieldState }) => (
              <TaxIdField
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                value={field.value ?? ''}
                onChange={field.onChange}
                isBusiness={isBusiness}
                readOnly={readOnly}
                required={requirements.taxIdRequired && !keepsTaxId && !readOnly}
                storedLastFour={keepsTaxId ? (stored?.taxIdLastFour ?? null) : null}
                error={fieldState.error?.message}
              />
            )}
          />
        </Grid>
        <Half control={control} name="npi" label="NPI" readOnly={readOnly} mask={(value) => digitsOnly(value, 10)} inputMode="numeric" />
        <Half
          control={control}
          name="ownershipPercentage"
          label="Ownership %"
          readOnly={readOnly}
          inputMode="numeric"
          maxLength={3}
          mask={(value) => Number(digitsOnly(value, 3) || '0')}
        />
      </Section>
      <Section title="Address" heading={heading}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AddressAutocompleteField
            control={control}
            name="street1"
            part="line1"
            label="Street 1"
            readOnly={readOnly}
            place={OWNER_PLACE}
          />
        </Grid>
        <Half control={control} name="street2" label="Street 2" readOnly={readOnly} />
        <Grid size={{ xs: 12, sm: 6 }}>
          <AddressAutocompleteField control={control} name="city" part="city" label="City" readOnly={readOnly} place={OWNER_PLACE} />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <FormAutocomplete
            control={control}
            name="state"
            label="State"
            readOnly={readOnly}
            options={US_STATES}
            valueOf={(option) => option.code}
            labelOf={(option) => option.state}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <FormTextField control={control} name="postalCode" label="Zip Code" readOnly={readOnly} maxLength={10} />
        </Grid>
      </Section>
    </>
  );
}
