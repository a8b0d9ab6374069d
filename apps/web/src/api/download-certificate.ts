import { useMutation } from '@tanstack/react-query';
import { ANALYTIC_EVENTS } from '@app/shared/platform/analytic-events';
import { trackEvent } from './track-event';
import { saveBlob } from '../lib/save-blob';
import { http } from './http';

/**
 * GET /customers/{customerId}/certificate[/{vendorId}] → the Certificate of Enrollment PDF (landscape A4,
 * 'Proof of Enrollment.pdf'), offered for download. Here because the customer's Proof of Enrollment tab
 * and the Proof of Enrollment page both offer it.
 */
async function downloadCertificate({ customerId, vendorId = null }: { customerId: number; vendorId?: number | null }): Promise<void> {
  const path = vendorId ? `/customers/${customerId}/certificate/${vendorId}` : `/customers/${customerId}/certificate`;
  const { blob, filename } = await http.getBlob(path);
  saveBlob(blob, filename ?? 'Proof of Enrollment.pdf');
}

export function useDownloadCertificate() {
  return useMutation({ mutationFn: downloadCertificate, onMutate: () => trackEvent(ANALYTIC_EVENTS.downloadCertificate) });
}
