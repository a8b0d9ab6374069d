import { useId } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { MONITORING_SERVICES, type AttestationRequest } from '@app/shared/proof-of-monitoring/attestation';
import { FormTextField } from '../../../components/form/form-text-field';
import type { AttestationFormValues } from '../utils/attestation-form-values';
import { formatEmployeeCount } from '../utils/employee-count';

type FormControlType = Control<AttestationFormValues, unknown, AttestationRequest>;

/** Longest service name for "Other" (spec 001 §9). */
const OTHER_NAME_MAX = 130;

const SERVICE_OPTIONS = MONITORING_SERVICES.map((name) => ({ value: name, label: name }));

interface FieldsProps {
  control: FormControlType;
  readOnly: boolean;
}

/** Employee count (digits with thousands separators) and the monitoring service, with its name for Other. */
export function ServiceFields({ control, readOnly }: FieldsProps) {
  const service = useWatch({ control, name: 'monitoringServiceUsed' });
  const otherName = useWatch({ control, name: 'monitoringServiceUsedOtherName' });
  return (
    <>
      <FormTextField
        control={control}
        name="employees"
        label="Number of Employees"
        required={!readOnly}
        readOnly={readOnly}
        inputMode="numeric"
        mask={formatEmployeeCount}
        helperText="How many employees the service monitors"
      />
      {/* Read-only rather than disabled: a disabled select's grey text fails the contrast check. */}
      <FormTextField
        control={control}
        name="monitoringServiceUsed"
        label="Monitoring Service Used"
        required={!readOnly}
        readOnly={readOnly}
        options={SERVICE_OPTIONS}
      />
      {service === 'Other' && (
        <FormTextField
          control={control}
          name="monitoringServiceUsedOtherName"
          label="Monitoring Service Name"
          required={!readOnly}
          readOnly={readOnly}
          maxLength={OTHER_NAME_MAX}
          helperText={`${otherName.length}/${OTHER_NAME_MAX}`}
        />
      )}
    </>
  );
}

/** "Any excluded employees identified?" yes/no; yes asks how it was resolved. */
export function ExcludedEmployeesFields({ control, readOnly }: FieldsProps) {
  const labelId = useId();
  const errorId = useId();
  const identified = useWatch({ control, name: 'anyExcludedEmployeesIdentified' });
  return (
    <>
      <Controller
        name="anyExcludedEmployeesIdentified"
        control={control}
        render={({ field, fieldState }) => (
          // The radios are disabled, not the group: a disabled group label's grey fails the contrast check.
          <FormControl error={Boolean(fieldState.error)} required={!readOnly}>
            <FormLabel id={labelId}>Any excluded employees identified?</FormLabel>
            <RadioGroup
              row
              ref={field.ref}
              name={field.name}
              aria-labelledby={labelId}
              aria-describedby={fieldState.error ? errorId : undefined}
              value={field.value === null ? '' : field.value ? 'yes' : 'no'}
              onChange={(event) => field.onChange(event.target.value === 'yes')}
              onBlur={field.onBlur}
            >
              <FormControlLabel value="yes" control={<Radio />} label="Yes" disabled={readOnly} />
              <FormControlLabel value="no" control={<Radio />} label="No" disabled={readOnly} />
            </RadioGroup>
            {fieldState.error && <FormHelperText id={errorId}>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      {identified === true && (
        <FormTextField
          control={control}
          name="anyExcludedEmployeesIdentifiedResolution"
          label="Resolution"
          required={!readOnly}
          readOnly={readOnly}
          multiline
          minRows={3}
          maxLength={5000}
          helperText="How were the excluded employees handled?"
        />
      )}
    </>
  );
}

/** The signature and attestation boxes; both must be ticked (spec 001 §5), shown ticked once complete. */
export function CertificationFields({ control, readOnly }: FieldsProps) {
  const boxes = [
    {
      name: 'certified',
      label: 'I certify that I am authorized to sign on behalf of my company and that the information above is true and complete.',
    },
    {
      name: 'attested',
      label: 'I attest that the attached document is proof that our employees are monitored for exclusions by the service named above.',
    },
  ] as const;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {boxes.map((box) => (
        <Controller
          key={box.name}
          name={box.name}
          control={control}
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} required={!readOnly} disabled={readOnly}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref, 'aria-describedby': fieldState.error ? `${box.name}-error` : undefined } }}
                  />
                }
                label={box.label}
              />
              {fieldState.error && <FormHelperText id={`${box.name}-error`}>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
      ))}
    </Box>
  );
}
