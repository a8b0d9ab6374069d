import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PickerOptionsResponse, type PickerOption } from '@app/shared/users/acting-as';
import { http } from '../../../api/http';
import { adminKeys } from './admin-query-keys';

/** GET /current-vendor/options?text=: vendors matching the text (admins only). */
async function getVendorOptions(text: string, signal?: AbortSignal): Promise<PickerOption[]> {
  return PickerOptionsResponse.parse(await http.get('/current-vendor/options', { query: { text }, signal })).options;
}

/** `text` is already debounced by the caller. */
export function useVendorOptions(text: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.vendorOptions(text),
    queryFn: ({ signal }) => getVendorOptions(text, signal),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
