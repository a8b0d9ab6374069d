import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AuditRow } from '@app/shared/reports/audit';
import { http } from '../../../api/http';
import type { AuditQueryParams } from '../utils/audit-filters';
import { auditKeys } from './audit-query-keys';

/** GET /reports/audit: the acting vendor's monitoring evidence over the period. */
async function getAuditRows(query: AuditQueryParams): Promise<AuditRow[]> {
  return z.array(AuditRow).parse(await http.get('/reports/audit', { query: { ...query } }));
}

const auditRowsQuery = (query: AuditQueryParams, enabled = true) =>
  queryOptions({ queryKey: auditKeys.rows(query), queryFn: () => getAuditRows(query), enabled, placeholderData: keepPreviousData });

export function useAuditRows(query: AuditQueryParams, enabled = true) {
  return useQuery(auditRowsQuery(query, enabled));
}
