import { http } from './http';
import { saveBlob } from '../lib/save-blob';

/**
 * GET /reports/compliance/pdf?vendorId: one vendor's compliance report, the PDF the vendor side renders
 * (the server scopes a client's read to its own relationship). The client's vendor page and reports page offer it.
 */
export async function downloadVendorComplianceReport(vendorId: number): Promise<void> {
  const { blob, filename } = await http.getBlob('/reports/compliance/pdf', { query: { vendorId } });
  saveBlob(blob, filename ?? 'Compliance Report.pdf');
}
