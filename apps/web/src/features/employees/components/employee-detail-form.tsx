import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { EmployeeInput, type Employee, type EmployeeValues } from '@app/shared/employees/employee';
import { isApiError } from '../../../api/api-error';
import { EditModeActions } from '../../../components/form/edit-mode-actions';
import { useNotify } from '../../../components/notifications/notification-context';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useUpdateEmployee } from '../api/update-employee';
import { EMPLOYEE_FORM_FIELDS, employeeFormValues, type EmployeeFormValues } from '../utils/employee-form-values';
import { EmployeeDetailsView } from './employee-details-view';
import { EmployeeFormSections } from './employee-form-sections';

const SAVE_EMPLOYEE_FAILED = 'Error saving employee, please try again or contact us for support';

/**
 * The detail page's form (spec 000 §4 edit mode): the data as text until Edit shows the inputs; Save
 * Changes saves and returns to view mode; Cancel returns to view mode with the last loaded values.
 */
export function EmployeeDetailForm({ employee }: { employee: Employee }) {
  const [editing, setEditing] = useState(false);
  const { notify } = useNotify();
  const updateEmployee = useUpdateEmployee();
  const { control, handleSubmit, formState, reset, setError, setFocus } = useForm<EmployeeFormValues, unknown, EmployeeValues>({
    resolver: zodResolver(EmployeeInput),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: employeeFormValues(employee),
  });
  const { isValid, isSubmitting } = formState;

  // In view mode the form always shows the last loaded employee (also after a save or a refetch).
  useEffect(() => {
    if (!editing) reset(employeeFormValues(employee));
  }, [employee, editing, reset]);

  const edit = () => {
    setEditing(true);
    setTimeout(() => setFocus('firstName'), 0);
  };
  const cancel = () => {
    reset(employeeFormValues(employee));
    setEditing(false);
  };
  const save = handleSubmit(async (values) => {
    try {
      const saved = await updateEmployee.mutateAsync({ employeeId: employee.employeeId, values });
      notify(`Changes to ${saved.firstName} ${saved.lastName} were saved.`);
      setEditing(false);
    } catch (error) {
      const applied = applyFieldErrors(error, setError, EMPLOYEE_FORM_FIELDS);
      const duplicate = isApiError(error) && error.status === 409 && applied.length > 0;
      notify({ text: duplicate ? error.message : SAVE_EMPLOYEE_FAILED, mode: 'error' });
    }
  });

  return (
    <Box component="form" noValidate aria-label="Employee information" onSubmit={save}>
      <EditModeActions editing={editing} submitting={isSubmitting} canSave={isValid} onEdit={edit} onCancel={cancel} />
      {editing ? <EmployeeFormSections control={control} /> : <EmployeeDetailsView employee={employee} />}
    </Box>
  );
}
