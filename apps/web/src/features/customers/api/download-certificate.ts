import { useMutation } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { saveBlob } from '../../../lib/save-blob';

/** 'Error creating PDF, please try again or contact us for support' (spec 000 §8). */
export const PDF_FAILED_MESSAGE = 'Error creating PDF, please try again or contact us for support';

/** GET /customers/{customerId}/certificate → the Certificate of Enrollment PDF ('Proof of Enrollment.pdf'). */
export async function downloadCertificate(customerId: number): Promise<void> {
  const { blob, filename } = await http.getBlob(`/customers/${customerId}/certificate`);
  saveBlob(blob, filename ?? 'Proof of Enrollment.pdf');
}

export function useDownloadCertificate() {
  return useMutation({ mutationFn: downloadCertificate });
}
