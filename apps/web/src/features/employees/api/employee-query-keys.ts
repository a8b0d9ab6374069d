import type { z } from 'zod';
import type { EmployeeSortBy, EmployeeStatusFilter } from '@app/shared/employees/employee';

/** One roster request: zero-based page, page size 10/25/50, sort, the search text and the status filter ('' = all). */
export interface EmployeeListParams {
  page: number;
  size: number;
  sortBy: z.infer<typeof EmployeeSortBy>;
  sortDesc: boolean;
  filter: string;
  status: EmployeeStatusFilter | '';
}

/** Query keys of the employee area; every roster change invalidates `all`. */
export const employeeKeys = {
  all: ['employees'] as const,
  lists: () => [...employeeKeys.all, 'list'] as const,
  list: (query: EmployeeListParams) => [...employeeKeys.lists(), query] as const,
  detail: (employeeId: number) => [...employeeKeys.all, 'detail', employeeId] as const,
  screening: (employeeId: number) => [...employeeKeys.detail(employeeId), 'screening'] as const,
  uploads: () => [...employeeKeys.all, 'uploads'] as const,
};
