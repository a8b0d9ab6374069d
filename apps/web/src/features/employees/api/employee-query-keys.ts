import type { z } from 'zod';
import type { EmployeeSortBy } from '@app/shared/employees/employee';

/** One roster request: zero-based page, page size 10/25/50, sort and the search text. */
export interface EmployeeListParams {
  page: number;
  size: number;
  sortBy: z.infer<typeof EmployeeSortBy>;
  sortDesc: boolean;
  filter: string;
}

/** Query keys of the employee area; every roster change invalidates `all`. */
export const employeeKeys = {
  all: ['employees'] as const,
  lists: () => [...employeeKeys.all, 'list'] as const,
  list: (query: EmployeeListParams) => [...employeeKeys.lists(), query] as const,
  detail: (employeeId: number) => [...employeeKeys.all, 'detail', employeeId] as const,
  alertGroups: (employeeId: number) => [...employeeKeys.detail(employeeId), 'alerts'] as const,
  alertDetail: (employeeId: number, alertId: number) => [...employeeKeys.alertGroups(employeeId), alertId] as const,
  uploads: () => [...employeeKeys.all, 'uploads'] as const,
};
