import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CLIENT_IMPORT_DIRECTORY,
  ClientAnnualSpendPage,
  ClientImport,
  ClientImportHistory,
  clientImportHeaderMessage,
  SubmitClientImportResponse,
  type ClientImportKind,
} from '@app/shared/client-imports/client-imports';
import { ClientSftpSettings } from '@app/shared/client-imports/import-config';
import { UploadValidationResponse } from '@app/shared/employees/uploads';
import { UPLOAD_MAX_BYTES, type UploadedFile } from '@app/shared/files/uploads';
import { isApiError } from '../../../api/api-error';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';
import { uploadFileWithProgress } from '../../../api/upload-file-with-progress';

const importKeys = {
  history: [...queryKeys.clientArea, 'imports', 'history'] as const,
  one: (id: number) => [...queryKeys.clientArea, 'imports', 'one', id] as const,
  spendAll: [...queryKeys.clientArea, 'imports', 'spend'] as const,
  spend: (page: number, size: number) => [...queryKeys.clientArea, 'imports', 'spend', page, size] as const,
  sftp: [...queryKeys.clientArea, 'imports', 'sftp'] as const,
};

/** How often a running import is asked for its progress. */
const PROGRESS_POLL_MS = 1_000;
const running = (item: ClientImport | undefined) => item?.status === 'PENDING' || item?.status === 'RUNNING';

export const CLIENT_IMPORT_MAX_BYTES = UPLOAD_MAX_BYTES.clientImport;

/** POST /files into the client import directory with upload progress (0…1). */
export function uploadClientImportFile(file: File, onProgress: (fraction: number) => void): Promise<UploadedFile> {
  return uploadFileWithProgress(file, { 'directory-name': CLIENT_IMPORT_DIRECTORY, 'user-type': 'client' }, onProgress);
}

/** How a submission ended: queued, the bad rows to preview, or a message. */
export type SubmitImportOutcome =
  | { kind: 'accepted'; importId: number; rowsAccepted: number }
  | { kind: 'rowErrors'; preview: UploadValidationResponse }
  | { kind: 'failed'; message: string };

/** POST /client-imports {fileId, kind, validOnly}: 202 queued; 400 with the bad rows; 404 wrong columns. */
async function submitClientImport(request: { fileId: number; kind: ClientImportKind; validOnly: boolean }): Promise<SubmitImportOutcome> {
  try {
    const accepted = SubmitClientImportResponse.parse(await http.post('/client-imports', request));
    return { kind: 'accepted', ...accepted };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { kind: 'failed', message: clientImportHeaderMessage(request.kind) };
    if (isApiError(error) && error.status === 400) {
      const preview = UploadValidationResponse.safeParse(error.body);
      if (preview.success) return { kind: 'rowErrors', preview: preview.data };
      return { kind: 'failed', message: error.message };
    }
    return { kind: 'failed', message: 'Unknown error. Please try again later' };
  }
}

export function useSubmitClientImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitClientImport,
    onSuccess: (outcome) => {
      if (outcome.kind === 'accepted') void queryClient.invalidateQueries({ queryKey: importKeys.history });
    },
  });
}

/** GET /client-imports: the history; refreshed while an import runs. */
export function useClientImports() {
  return useQuery({
    queryKey: importKeys.history,
    queryFn: async () => ClientImportHistory.parse(await http.get('/client-imports')),
    refetchInterval: (query) => (query.state.data?.some(running) ? PROGRESS_POLL_MS : false),
  });
}

/** GET /client-imports/{id}, polled while it runs; when it ends the history and the spend reload. */
export function useClientImport(importId: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: importKeys.one(importId ?? 0),
    enabled: importId !== null,
    queryFn: async () => {
      const item = ClientImport.parse(await http.get(`/client-imports/${importId}`));
      if (!running(item)) {
        void queryClient.invalidateQueries({ queryKey: importKeys.history });
        void queryClient.invalidateQueries({ queryKey: importKeys.spendAll });
      }
      return item;
    },
    refetchInterval: (query) => (query.state.data && !running(query.state.data) ? false : PROGRESS_POLL_MS),
  });
}

/** GET /client-imports/annual-spend: one page of the client's annual spend per vendor number. */
export function useClientAnnualSpend(page: number, size: number) {
  return useQuery({
    queryKey: importKeys.spend(page, size),
    queryFn: async () => ClientAnnualSpendPage.parse(await http.get('/client-imports/annual-spend', { query: { page, size } })),
    placeholderData: keepPreviousData,
  });
}

/** GET /client-imports/sftp-settings: the client's SFTP settings, read-only. */
export function useClientSftpSettings() {
  return useQuery({
    queryKey: importKeys.sftp,
    queryFn: async () => ClientSftpSettings.parse(await http.get('/client-imports/sftp-settings')),
  });
}
