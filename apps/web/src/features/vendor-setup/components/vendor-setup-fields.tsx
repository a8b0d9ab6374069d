import type { Control, FieldPath } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import type { VendorSetupRequest } from '@app/shared/vendor-setup/vendor-setup';
import { FormTextField } from '../../../components/form/form-text-field';
import { formatUsPhone } from '../../../lib/input-masks';
import type { VendorSetupFormValues } from '../utils/vendor-setup-form-values';

type FormControlType = Control<VendorSetupFormValues, unknown, VendorSetupRequest>;
type TextName = Exclude<FieldPath<VendorSetupFormValues>, 'covManagerId' | 'covVendorCategoryId' | 'captchaToken'>;

interface TextProps {
  control: FormControlType;
  name: TextName;
  label: string;
  autoComplete: string;
  kind?: 'text' | 'email' | 'phone';
}

/** What each kind of field takes: phone fields the mask ###-###-####, the others at most 200 characters. */
const KIND_PROPS = {
  text: { maxLength: 200 },
  email: { type: 'email', maxLength: 200 },
  phone: { type: 'tel', inputMode: 'tel', placeholder: '###-###-####', mask: (value: string) => formatUsPhone(value) },
} as const;

/** A required half-width text field. */
function Text({ control, name, label, autoComplete, kind = 'text' }: TextProps) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormTextField control={control} name={name} label={label} autoComplete={autoComplete} required {...KIND_PROPS[kind]} />
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

/** A required half-width select of ids; the form keeps the chosen id as a number ('' while none). */
function Select({ control, name, label, options, loading }: SelectProps) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormTextField
        control={control}
        name={name}
        label={label}
        required
        options={options.map((option) => ({ value: String(option.id), label: option.name }))}
        mask={(value) => (value === '' ? '' : Number(value))}
        helperText={loading ? 'Loading…' : undefined}
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
