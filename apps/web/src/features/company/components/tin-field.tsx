import { Controller, useWatch } from 'react-hook-form';
import { SecretTextField } from '../../../components/secret-text-field';
import { formatTin } from '../utils/input-masks';
import type { CompanyFormControl } from './company-form-control';

/**
 * The Tax ID input: masked as the chosen TIN type asks (SSN ###-##-####, EIN ##-#######), hidden by
 * default like other SSN entries, with an eye toggle to reveal it.
 */
export function TinField({ control }: { control: CompanyFormControl }) {
  const tinType = useWatch({ control, name: 'tinType' });
  return (
    <Controller
      name="tin"
      control={control}
      render={({ field, fieldState }) => (
        <SecretTextField
          {...field}
          secretName="Tax ID"
          value={field.value}
          onChange={(event) => field.onChange(formatTin(event.target.value, tinType))}
          label="Tax ID"
          required
          fullWidth
          autoComplete="off"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? (tinType === 'EIN' ? '##-#######' : tinType === 'SSN' ? '###-##-####' : '9 digits')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
        />
      )}
    />
  );
}
