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

/** The newest upload is still being stored or screened. */
const inProgress = (upload: UploadHistoryItem | undefined) =>
  upload !== undefined && (upload.status === 'PENDING' || (upload.status === 'COMPLETE' && upload.rowsScreened < upload.rowsSaved));

/** The upload just saved (the newest), polled every 2 s until its rows are stored and screened. */
export function useLatestUploadProgress() {
  const history = useQuery({ ...uploadHistoryQuery, refetchInterval: (query) => (inProgress(query.state.data?.[0]) ? 2_000 : false) });
  const latest = history.data?.[0];
  return { latest, finished: latest !== undefined && !inProgress(latest), isError: history.isError };
}
