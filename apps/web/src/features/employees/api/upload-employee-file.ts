import { UPLOAD_MAX_BYTES, UploadedFile } from '@app/shared/files/uploads';
import { ApiError, parseErrorEnvelope } from '../../../api/api-error';
import { XSRF_HEADER, buildUrl, xsrfToken } from '../../../api/http';
import { checkSessionExpiry } from '../../../api/session-expiry';

/** The server's limit for the employeeUpload directory; checked here too so a big file fails before it is sent. */
export const EMPLOYEE_UPLOAD_MAX_BYTES = UPLOAD_MAX_BYTES.employeeUpload;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text || undefined;
  }
}

/**
 * POST /files (multipart field "file", directory employeeUpload) through XMLHttpRequest, because fetch
 * cannot report upload progress. `onProgress` receives 0…1. Failures are ApiErrors like http.ts throws.
 */
export async function uploadEmployeeFile(file: File, onProgress: (fraction: number) => void): Promise<UploadedFile> {
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
    xhr.setRequestHeader('directory-name', 'employeeUpload');
    xhr.setRequestHeader('user-type', 'vendor');
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
