import { UploadedFile } from '@app/shared/files/uploads';
import { ApiError, parseErrorEnvelope } from './api-error';
import { XSRF_HEADER, buildUrl, xsrfToken } from './http';
import { checkSessionExpiry } from './session-expiry';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text || undefined;
  }
}

/**
 * POST /files (multipart field "file") through XMLHttpRequest, because fetch cannot report upload
 * progress: the roster upload and the admins' list upload show a progress bar. `headers` name the
 * directory (and user type) as the server expects; `onProgress` receives 0…1. Failures are ApiErrors
 * like http.ts throws.
 */
export async function uploadFileWithProgress(
  file: File,
  headers: Record<string, string>,
  onProgress: (fraction: number) => void,
): Promise<UploadedFile> {
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
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      checkSessionExpiry();
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        const parsed = UploadedFile.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError({ kind: 'http', status: xhr.status, message: 'Unexpected answer', method: 'POST', url, body }));
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
