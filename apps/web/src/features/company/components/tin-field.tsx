import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { formatTin } from '../utils/input-masks';
import type { CompanyFormControl } from './company-form-control';

/**
 * The Tax ID input: masked as the chosen TIN type asks (SSN ###-##-####, EIN ##-#######), hidden by
 * default like other SSN entries, with an eye toggle to reveal it.
 */
export function TinField({ control }: { control: CompanyFormControl }) {
  const [visible, setVisible] = useState(false);
  const tinType = useWatch({ control, name: 'tinType' });
  return (
    <Controller
      name="tin"
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value}
          onChange={(event) => field.onChange(formatTin(event.target.value, tinType))}
          label="Tax ID"
          required
          fullWidth
          type={visible ? 'text' : 'password'}
          autoComplete="off"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? (tinType === 'EIN' ? '##-#######' : tinType === 'SSN' ? '###-##-####' : '9 digits')}
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength: 11 },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={visible ? 'Hide Tax ID' : 'Show Tax ID'}
                    aria-pressed={visible}
                    onClick={() => setVisible((shown) => !shown)}
                    edge="end"
                    size="small"
                  >
                    {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
