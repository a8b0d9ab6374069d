import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { todayIso, type EmployeeValues } from '@app/shared/employees/employee';
import { FormAutocomplete, type FormAutocompleteProps } from '../../../components/form/form-autocomplete';
import { FormTextField } from '../../../components/form/form-text-field';
import { SsnField } from '../../../components/ssn-field';
import { useCountries } from '../api/get-countries';
import { useStates } from '../api/get-states';
import type { EmployeeFormValues } from '../utils/employee-form-values';

type FormControl = Control<EmployeeFormValues, unknown, EmployeeValues>;

interface SectionsProps {
  control: FormControl;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ '& + &': { mt: 3 } }}>
      <Typography variant="h2" component="h2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Grid container columnSpacing={2}>
        {children}
      </Grid>
    </Box>
  );
}

/** A text input in half a row. */
function Text({
  control,
  name,
  label,
  required = false,
  type,
  max,
}: {
  control: FormControl;
  name: FieldPath<EmployeeFormValues>;
  label: string;
  required?: boolean;
  type?: 'date';
  max?: string;
}) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormTextField control={control} name={name} label={label} required={required} type={type} max={max} />
    </Grid>
  );
}

/** A state or country choice in half a row. */
function Picker<TOption>(props: FormAutocompleteProps<EmployeeFormValues, EmployeeValues, TOption> & { name: 'state' | 'country' }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormAutocomplete {...props} />
    </Grid>
  );
}

/**
 * The employee form's three sections (spec 000 §2): Personal Information, Medical Licensure and Address
 * Information. Used by the add form and by the detail page in edit mode.
 */
export function EmployeeFormSections({ control }: SectionsProps) {
  const states = useStates().data ?? [];
  const countries = useCountries().data ?? [];
  return (
    <>
      <Section title="Personal Information">
        <Text control={control} name="firstName" label="First Name" required />
        <Text control={control} name="lastName" label="Last Name" required />
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            name="ssn"
            control={control}
            render={({ field, fieldState }) => (
              <SsnField
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}

                required
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        </Grid>
        <Text control={control} name="dob" label="Date of Birth" required type="date" max={todayIso()} />
      </Section>
      <Section title="Medical Licensure">
        <Text control={control} name="npi" label="NPI" />
      </Section>
      <Section title="Address Information">
        <Text control={control} name="street1" label="Street 1" />
        <Text control={control} name="street2" label="Street 2" />
        <Text control={control} name="city" label="City" />
        <Picker
          control={control}
          name="state"
          label="State"

          options={states}
          valueOf={(option) => option.code}
          labelOf={(option) => option.state}
        />
        <Text control={control} name="postalCode" label="Zip Code" />
        <Picker
          control={control}
          name="country"
          label="Country"

          options={countries}
          valueOf={(option) => option.code}
          labelOf={(option) => option.name}
        />
      </Section>
    </>
  );
}
