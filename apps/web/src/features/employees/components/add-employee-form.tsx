import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { EmployeeInput, type EmployeeValues } from '@app/shared/employees/employee';
import { isApiError } from '../../../api/api-error';
import { useNotify } from '../../../components/notifications/notification-context';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useCreateEmployee } from '../api/create-employee';
import { EMPLOYEE_FORM_FIELDS, EMPTY_EMPLOYEE_FORM, type EmployeeFormValues } from '../utils/employee-form-values';
import { EmployeeFormSections } from './employee-form-sections';

/** 'Error adding employees, please try again or contact us for support' (spec 000 §8). */
const ADD_EMPLOYEE_FAILED = 'Error adding employees, please try again or contact us for support';

/** "You've successfully added employee '{first} {last}'." (spec 000 §8). */
const addedEmployeeMessage = (firstName: string, lastName: string) => `You've successfully added employee '${firstName} ${lastName}'.`;

type SaveMode = 'save' | 'saveAndAddAnother';

/**
 * The manual add form (spec 000 §5 Employee form). Save goes back to the roster; Save and Add Another
 * clears the form and scrolls to the top. Save stays disabled while the form is invalid or saving.
 */
export function AddEmployeeForm() {
  const navigate = useNavigate();
  const { notify } = useNotify();
  const createEmployee = useCreateEmployee();
  const [mode, setMode] = useState<SaveMode>('save');
  const { control, handleSubmit, formState, reset, setError, setFocus } = useForm<EmployeeFormValues, unknown, EmployeeValues>({
    resolver: zodResolver(EmployeeInput),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_EMPLOYEE_FORM,
  });
  const { isValid, isSubmitting } = formState;

  const save = (saveMode: SaveMode) =>
    handleSubmit(async (values) => {
      setMode(saveMode);
      try {
        const employee = await createEmployee.mutateAsync(values);
        notify(addedEmployeeMessage(employee.firstName, employee.lastName));
        if (saveMode === 'save') {
          await navigate('/employees');
          return;
        }
        reset(EMPTY_EMPLOYEE_FORM);
        window.scrollTo({ top: 0, behavior: 'smooth' });
        setFocus('firstName');
      } catch (error) {
        const applied = applyFieldErrors(error, setError, EMPLOYEE_FORM_FIELDS);
        // A duplicate SSN (409) names the employee who has it; other failures get the catalogue text.
        const duplicate = isApiError(error) && error.status === 409 && applied.length > 0;
        notify({ text: duplicate ? error.message : ADD_EMPLOYEE_FAILED, mode: 'error' });
      }
    });

  return (
    <Box component="form" noValidate aria-label="Add employee" onSubmit={save('save')}>
      <EmployeeFormSections control={control} />
      <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="large" disabled={!isValid || isSubmitting}>
          {isSubmitting && mode === 'save' ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="outlined" size="large" disabled={!isValid || isSubmitting} onClick={() => void save('saveAndAddAnother')()}>
          {isSubmitting && mode === 'saveAndAddAnother' ? 'Saving…' : 'Save and Add Another'}
        </Button>
      </Box>
    </Box>
  );
}
