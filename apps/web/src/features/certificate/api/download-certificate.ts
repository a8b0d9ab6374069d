import { useMutation } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { saveBlob } from '../../../lib/save-blob';

/** 'Error creating PDF, please try again or contact us for support' (spec 000 §8). */
export const PDF_FAILED_MESSAGE = 'Error creating PDF, please try again or contact us for support';

/**
 * GET /customers/{customerId}/certificate[/{vendorId}] → the Certificate of Enrollment PDF (landscape A4,
 * 'Proof of Enrollment.pdf'), offered for download.
 */
export async function downloadCertificate({ customerId, vendorId }: { customerId: number; vendorId: number | null }): Promise<void> {
  const path = vendorId ? `/customers/${customerId}/certificate/${vendorId}` : `/customers/${customerId}/certificate`;
  const { blob, filename } = await http.getBlob(path);
  saveBlob(blob, filename ?? 'Proof of Enrollment.pdf');
}

export function useDownloadCertificate() {
  return useMutation({ mutationFn: downloadCertificate });
}
