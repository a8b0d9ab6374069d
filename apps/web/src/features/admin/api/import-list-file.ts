import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UploadedFile } from '@app/shared/files/uploads';
import { ImportOutcome } from '@app/shared/screening/lists';
import { ApiError, parseErrorEnvelope } from '../../../api/api-error';
import { XSRF_HEADER, buildUrl, http, xsrfToken } from '../../../api/http';
import { checkSessionExpiry } from '../../../api/session-expiry';
import { adminKeys } from './admin-query-keys';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text || undefined;
  }
}

/**
 * POST /files (directory listImport) through XMLHttpRequest, because fetch cannot report upload
 * progress. `onProgress` receives 0…1. Failures are ApiErrors like http.ts throws.
 */
async function uploadListFile(file: File, onProgress: (fraction: number) => void): Promise<UploadedFile> {
  const token = await xsrfToken();
  const url = buildUrl('/files');
  const form = new FormData();
  form.append('file', file, file.name);
  return new Promise<UploadedFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(XSRF_HEADER, token);
    xhr.setRequestHeader('directory-name', 'listImport');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      checkSessionExpiry();
      const body = parseJson(xhr.responseText);
      const parsed = UploadedFile.safeParse(body);
      if (xhr.status >= 200 && xhr.status < 300 && parsed.success) {
        onProgress(1);
        resolve(parsed.data);
        return;
      }
      const envelope = parseErrorEnvelope(body);
      reject(
        new ApiError({
          kind: 'http',
          status: xhr.status,
          message: envelope?.message ?? (xhr.statusText || `Request failed with status code ${xhr.status}`),
          method: 'POST',
          url,
          code: envelope?.code,
          fieldErrors: envelope?.fieldErrors,
          body,
        }),
      );
    };
    xhr.onerror = () => {
      checkSessionExpiry();
      reject(new ApiError({ kind: 'network', status: 0, message: 'Network Error', method: 'POST', url }));
    };
    xhr.send(form);
  });
}

/**
 * Uploads a list file (progress through `onProgress`, then `onImporting` once the file is in) and
 * imports it as a new snapshot of the source (POST /admin/screening/imports); the sources and
 * snapshots refresh afterwards, whatever the outcome.
 */
export function useImportListFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { sourceId: string; file: File; onProgress: (fraction: number) => void; onImporting: () => void }) => {
      const uploaded = await uploadListFile(input.file, input.onProgress);
      input.onImporting();
      return ImportOutcome.parse(await http.post('/admin/screening/imports', { sourceId: input.sourceId, fileId: uploaded.id }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.screening }),
  });
}
