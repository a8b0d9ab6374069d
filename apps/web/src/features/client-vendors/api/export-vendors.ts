import { useMutation } from '@tanstack/react-query';
import type { ClientVendorParams } from '@app/shared/client/vendor-list';
import { http } from '../../../api/http';
import { saveBlob } from '../../../lib/save-blob';

/** GET /client/reports/vendor-compliance?format=csv with the list's filters: every matching vendor, not just the page. */
async function exportVendors(filters: Pick<ClientVendorParams, 'search' | 'complianceStatus' | 'facilityId' | 'enrollment'>) {
  const { blob, filename } = await http.getBlob('/client/reports/vendor-compliance', { query: { ...filters, format: 'csv' } });
  const name = filename ?? 'Vendor compliance summary.csv';
  saveBlob(blob, name);
  return name;
}

export function useExportVendors() {
  return useMutation({ mutationFn: exportVendors });
}
