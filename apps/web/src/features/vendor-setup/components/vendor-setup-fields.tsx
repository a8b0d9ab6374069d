import { Controller, type Control, type FieldPath } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { VendorSetupRequest } from '@app/shared/vendor-setup/vendor-setup';
import { formatSetupPhone } from '../utils/phone-mask';
import type { VendorSetupFormValues } from '../utils/vendor-setup-form-values';

type FormControlType = Control<VendorSetupFormValues, unknown, VendorSetupRequest>;
type TextName = Exclude<FieldPath<VendorSetupFormValues>, 'covManagerId' | 'covVendorCategoryId' | 'captchaToken'>;

interface TextProps {
  control: FormControlType;
  name: TextName;
  label: string;
  autoComplete: string;
  kind?: 'email' | 'phone';
}

/** A required text field; phone fields take the mask ###-###-####. */
function Text({ control, name, label, autoComplete, kind }: TextProps) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Controller
        name={name}
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(kind === 'phone' ? formatSetupPhone(event.target.value) : event.target.value)}
            label={label}
            required
            fullWidth
            type={kind === 'email' ? 'email' : kind === 'phone' ? 'tel' : 'text'}
            autoComplete={autoComplete}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: kind === 'phone' ? { inputMode: 'tel', placeholder: '###-###-####' } : { maxLength: 200 } }}
          />
        )}
      />
    </Grid>
  );
}

interface SelectProps {
  control: FormControlType;
  name: 'covManagerId' | 'covVendorCategoryId';
  label: string;
  options: readonly { id: number; name: string }[];
  loading: boolean;
}

function Select({ control, name, label, options, loading }: SelectProps) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Controller
        name={name}
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
            select
            label={label}
            required
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? (loading ? 'Loading…' : undefined)}
          >
            {options.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Grid>
  );
}

/** Step 1, Profile Information: the person setting up the vendor. */
export function ProfileFields({ control }: { control: FormControlType }) {
  return (
    <Grid container spacing={2}>
      <Text control={control} name="userFirstName" label="First Name" autoComplete="given-name" />
      <Text control={control} name="userLastName" label="Last Name" autoComplete="family-name" />
      <Text control={control} name="userPhoneNumber" label="Phone Number" autoComplete="tel-national" kind="phone" />
      <Text control={control} name="userEmail" label="Email" autoComplete="email" kind="email" />
    </Grid>
  );
}

interface VendorFieldsProps {
  control: FormControlType;
  facilities: readonly { id: number; name: string }[];
  categories: readonly { id: number; name: string }[];
  loading: { facilities: boolean; categories: boolean };
}

/** Step 2, Vendor Information: the facility it serves and the vendor's business contact and category. */
export function VendorFields({ control, facilities, categories, loading }: VendorFieldsProps) {
  return (
    <Grid container spacing={2}>
      <Select control={control} name="covManagerId" label="Facility" options={facilities} loading={loading.facilities} />
      <Text control={control} name="covBusinessName" label="Business Name" autoComplete="off" />
      <Text control={control} name="covEmail" label="Business Email" autoComplete="off" kind="email" />
      <Text control={control} name="covPhoneNumber" label="Business Phone Number" autoComplete="off" kind="phone" />
      <Select control={control} name="covVendorCategoryId" label="Vendor Category" options={categories} loading={loading.categories} />
    </Grid>
  );
}
