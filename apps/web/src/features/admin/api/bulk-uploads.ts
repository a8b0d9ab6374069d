import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadedFile } from '@app/shared/files/uploads';
import { BULK_RESOLVE_DIRECTORY, BulkResolveRejected, BulkResolveResult } from '@app/shared/admin/bulk-alert-resolve';
import { ENROLLMENT_DUE_DATE_DIRECTORY, EnrollmentDueDateResult } from '@app/shared/admin/enrollment-due-dates';
import { isApiError } from '../../../api/api-error';
import { http } from '../../../api/http';
import { uploadFileWithProgress } from '../../../api/upload-file-with-progress';
import { adminKeys } from './admin-query-keys';

/** POST /files into alertBulkResolve, with progress (the first step of Resolve Monitor Alerts). */
export function uploadBulkResolveFile(file: File, onProgress: (fraction: number) => void): Promise<UploadedFile> {
  return uploadFileWithProgress(file, { 'directory-name': BULK_RESOLVE_DIRECTORY }, onProgress);
}

/** POST /files into enrollmentDueDate, with progress (the first step of Enrollment Due Date Import). */
export function uploadEnrollmentDueDateFile(file: File, onProgress: (fraction: number) => void): Promise<UploadedFile> {
  return uploadFileWithProgress(file, { 'directory-name': ENROLLMENT_DUE_DATE_DIRECTORY }, onProgress);
}

/** The bad rows of a refused bulk resolve file (the 400 answer's table), or undefined for any other failure. */
export function bulkResolveRejection(error: unknown): BulkResolveRejected | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const parsed = BulkResolveRejected.safeParse(error.body);
  return parsed.success ? parsed.data : undefined;
}

/** POST /monitor-alert/uploads {fileId}: resolves the file's alerts (all or none); the alert queue refreshes. */
export function useBulkResolveAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fileId: number) => BulkResolveResult.parse(await http.post('/monitor-alert/uploads', { fileId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.screening }),
  });
}

/** POST /enrollment-due-date {fileId}: sets the COVs' enrolment due dates (all or none). */
export function useImportEnrollmentDueDates() {
  return useMutation({
    mutationFn: async (fileId: number) => EnrollmentDueDateResult.parse(await http.post('/enrollment-due-date', { fileId })),
  });
}
