import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { AlertFormProps } from '../../../components/notifications/notification-types';
import {
  CANCEL_REASONS,
  CANCEL_REASON_LABEL,
  CancelReasonFormSchema,
  cancelReasonBody,
  type CancelReasonFormValues,
} from '../utils/cancel-reasons';

export type CancelReasonData = NonNullable<ReturnType<typeof cancelReasonBody>>;

/**
 * The cancel-reason form embedded in the turn-off confirmation (spec 001 §3, §5): one reason, and
 * details when it is Other. It reports its validity on every change, so the action stays disabled
 * while it is invalid.
 */
export function CancelReasonForm({ onChange }: AlertFormProps<CancelReasonData | null>) {
  const labelId = useId();
  const { control, watch, formState } = useForm<CancelReasonFormValues>({
    resolver: zodResolver(CancelReasonFormSchema),
    mode: 'onChange',
    defaultValues: { selectedReason: '', selectedReasonDetails: '' },
  });
  const values = watch();
  const reason = values.selectedReason;

  useEffect(() => {
    const body = cancelReasonBody(values);
    onChange({ valid: body !== null, data: body });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Reports each change of the values; onChange is the dialog's setter.
  }, [values.selectedReason, values.selectedReasonDetails]);

  return (
    <Box sx={{ mt: 2 }}>
      <Controller
        name="selectedReason"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl required error={Boolean(fieldState.error)}>
            <FormLabel id={labelId}>Why are you turning off auto-renew?</FormLabel>
            <RadioGroup
              aria-labelledby={labelId}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {CANCEL_REASONS.map((option) => (
                <FormControlLabel key={option} value={option} control={<Radio />} label={CANCEL_REASON_LABEL[option]} />
              ))}
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      {reason === 'OTHER' && (
        <Controller
          name="selectedReasonDetails"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Please tell us more"
              required
              multiline
              minRows={2}
              error={Boolean(fieldState.error) && formState.touchedFields.selectedReasonDetails === true}
              helperText={formState.touchedFields.selectedReasonDetails ? fieldState.error?.message : undefined}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          )}
        />
      )}
    </Box>
  );
}
