import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PickerOptionsResponse, type PickerOption } from '@app/shared/users/acting-as';
import { http } from '../../../api/http';

/** GET /current-vendor/options?text= (empty string when nothing is typed), read as data.options. */
async function getVendorOptions(text: string, signal?: AbortSignal): Promise<PickerOption[]> {
  return PickerOptionsResponse.parse(await http.get('/current-vendor/options', { query: { text }, signal })).options;
}

/** Options for the Selected Vendor picker; `text` is already debounced by the caller. */
export function useVendorOptions(text: string, enabled: boolean) {
  return useQuery({
    queryKey: ['current-vendor', 'options', text],
    queryFn: ({ signal }) => getVendorOptions(text, signal),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
