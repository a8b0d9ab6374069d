import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PickerOptionsResponse, type PickerOption } from '@app/shared/users/acting-as';
import { http } from '../../../api/http';

/** GET /current-client/options?text= (empty string when nothing is typed), read as data.options. */
async function getClientOptions(text: string, signal?: AbortSignal): Promise<PickerOption[]> {
  return PickerOptionsResponse.parse(await http.get('/current-client/options', { query: { text }, signal })).options;
}

/** Options for the Selected Client picker; `text` is already debounced by the caller. */
export function useClientOptions(text: string, enabled: boolean) {
  return useQuery({
    queryKey: ['current-client', 'options', text],
    queryFn: ({ signal }) => getClientOptions(text, signal),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
