import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { UploadHistory } from '@app/shared/employees/uploads';
import { http } from '../../../api/http';
import { employeeKeys } from './employee-query-keys';

type UploadHistoryItem = z.infer<typeof UploadHistory>[number];

/** GET /employees/uploads: every bulk upload of the vendor, newest first (no paging). */
async function getUploadHistory(): Promise<UploadHistoryItem[]> {
  return UploadHistory.parse(await http.get('/employees/uploads'));
}

/** Polled while an upload is processing, so its row turns Complete or Failed without a reload. */
const uploadHistoryQuery = queryOptions({
  queryKey: employeeKeys.uploads(),
  queryFn: getUploadHistory,
  retry: false,
  refetchInterval: (query) => (query.state.data?.some((upload) => upload.status === 'PENDING') ? 5_000 : false),
});

export function useUploadHistory() {
  return useQuery(uploadHistoryQuery);
}
