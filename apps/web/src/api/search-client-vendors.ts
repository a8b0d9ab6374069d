import { useQuery } from '@tanstack/react-query';
import { ClientVendorPage } from '@app/shared/client/vendor-list';
import { http } from './http';
import { queryKeys } from './query-keys';

/** GET /client/vendors?search&size=20: the client's vendors matching a typed text, for pickers. */
async function searchClientVendors(text: string): Promise<ClientVendorPage> {
  return ClientVendorPage.parse(await http.get('/client/vendors', { query: { search: text.trim() || undefined, size: 20 } }));
}

export function useClientVendorSearch(text: string) {
  return useQuery({ queryKey: [...queryKeys.clientArea, 'vendor-search', text.trim()], queryFn: () => searchClientVendors(text) });
}
