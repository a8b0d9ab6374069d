import type { AuditQueryParams } from '../utils/audit-filters';

export const auditKeys = {
  all: ['audit'] as const,
  rows: (query: AuditQueryParams) => [...auditKeys.all, 'rows', query] as const,
  export: (id: number) => [...auditKeys.all, 'export', id] as const,
};
