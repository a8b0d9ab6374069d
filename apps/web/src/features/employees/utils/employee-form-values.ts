import type { Employee, EmployeeInput } from '@app/shared/employees/employee';
import { formatSsn } from '../../../lib/input-masks';

/** The employee form's values (the shared schema's input); the form keeps every field a string. */
export type EmployeeFormValues = EmployeeInput;

/** Field names, for putting server field errors onto the form. */
export const EMPLOYEE_FORM_FIELDS = [
  'firstName',
  'lastName',
  'ssn',
  'dob',
  'npi',
  'street1',
  'street2',
  'city',
  'state',
  'postalCode',
  'country',
] as const satisfies readonly (keyof Required<EmployeeFormValues>)[];

/** An empty form; the country defaults to US (spec 000 §9). */
export const EMPTY_EMPLOYEE_FORM: EmployeeFormValues = {
  firstName: '',
  lastName: '',
  ssn: '',
  dob: '',
  npi: '',
  street1: '',
  street2: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'US',
};

/** The form values of a loaded employee (Cancel restores these). */
export function employeeFormValues(employee: Employee): EmployeeFormValues {
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
    ssn: formatSsn(employee.ssn),
    dob: employee.dob ?? '',
    npi: employee.npi ?? '',
    street1: employee.street1 ?? '',
    street2: employee.street2 ?? '',
    city: employee.city ?? '',
    state: employee.state ?? '',
    postalCode: employee.postalCode ?? '',
    country: employee.country || 'US',
  };
}
