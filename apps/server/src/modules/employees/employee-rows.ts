import type { Selectable } from 'kysely';
import type { EmployeeListItem } from '@app/shared/employees/employee';
import type { EmployeesTable } from '../../db/schema';
import { subjectStatus } from '../screening/alerts/subject-status';

export type EmployeeRow = Pick<
  Selectable<EmployeesTable>,
  'id' | 'first_name' | 'last_name' | 'dob' | 'npi' | 'street1' | 'street2' | 'city' | 'state' | 'postal_code' | 'country'
> & { alert_level: number; match_count: number };

export const EMPLOYEE_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'dob',
  'npi',
  'street1',
  'street2',
  'city',
  'state',
  'postal_code',
  'country',
] as const;

export function toListItem(row: EmployeeRow): EmployeeListItem {
  return {
    employeeId: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    dob: row.dob,
    npi: row.npi,
    street1: row.street1,
    street2: row.street2,
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    country: row.country,
    status: subjectStatus(Number(row.alert_level)),
    matchCount: Number(row.match_count),
  };
}
