import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PickerOptionsResponse, type PickerOption } from '@app/shared/users/acting-as';
import { http } from '../../../api/http';
import { adminKeys } from './admin-query-keys';

/** GET /current-client/options?text=: clients matching the text (admins only). */
async function getClientOptions(text: string, signal?: AbortSignal): Promise<PickerOption[]> {
  return PickerOptionsResponse.parse(await http.get('/current-client/options', { query: { text }, signal })).options;
}

/** `text` is already debounced by the caller. */
export function useClientOptions(text: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.clientOptions(text),
    queryFn: ({ signal }) => getClientOptions(text, signal),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
