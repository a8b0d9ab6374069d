import { queryOptions, useQuery } from '@tanstack/react-query';
import { AddressSuggestions, ZipPlace, type AddressSuggestion } from '@app/shared/platform/address-lookup';
import { isApiError } from '../../../api/api-error';
import { http } from '../../../api/http';

const addressKeys = {
  suggestions: (query: string) => ['address-lookup', 'suggestions', query] as const,
  zip: (zip: string) => ['address-lookup', 'zip', zip] as const,
};

/** GET /util/address-suggestions?query: US addresses or places; `query` is already debounced by the caller. */
export function useAddressSuggestions(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: addressKeys.suggestions(trimmed),
    queryFn: async ({ signal }): Promise<AddressSuggestion[]> =>
      AddressSuggestions.parse(await http.get('/util/address-suggestions', { query: { query: trimmed }, signal })),
    enabled: trimmed.length >= 2,
    staleTime: 5 * 60_000,
  });
}

/** GET /util/zip/{zip}: the city and state of a US ZIP code, or null when it is not one (404). */
export const zipPlaceQuery = (zip: string) =>
  queryOptions({
    queryKey: addressKeys.zip(zip),
    queryFn: async (): Promise<ZipPlace | null> => {
      try {
        return ZipPlace.parse(await http.get(`/util/zip/${zip}`));
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });
