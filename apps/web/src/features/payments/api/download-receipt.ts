import { useMutation } from '@tanstack/react-query';
import { ApiError, parseErrorEnvelope } from '../../../api/api-error';
import { XSRF_HEADER, buildUrl, filenameFromContentDisposition, xsrfToken } from '../../../api/http';
import { checkSessionExpiry } from '../../../api/session-expiry';
import { saveBlob } from '../../../lib/save-blob';

export const RECEIPT_FAILED_MESSAGE = 'Unable to download the receipt, please try again or contact us for support';

async function errorFrom(response: Response, url: string): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // not JSON: keep the text
  }
  const envelope = parseErrorEnvelope(body);
  return new ApiError({
    kind: 'http',
    status: response.status,
    message: envelope?.message ?? (response.statusText || `Request failed with status code ${response.status}`),
    method: 'POST',
    url,
    code: envelope?.code,
    body,
  });
}

/**
 * POST /account/payments {paymentId} → the receipt PDF of a PAID payment, offered for download under
 * the Content-Disposition name. `http` answers JSON only for POST, so this one call reads a blob itself.
 */
async function downloadReceipt(paymentId: number): Promise<void> {
  const url = buildUrl('/account/payments');
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/pdf', 'Content-Type': 'application/json', [XSRF_HEADER]: await xsrfToken() },
      body: JSON.stringify({ paymentId }),
    });
    if (!response.ok) throw await errorFrom(response, url);
    const filename = filenameFromContentDisposition(response.headers.get('content-disposition'));
    saveBlob(await response.blob(), filename ?? `receipt-${paymentId}.pdf`);
  } finally {
    checkSessionExpiry();
  }
}

export function useDownloadReceipt() {
  return useMutation({ mutationFn: downloadReceipt });
}
