import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ATTESTATION_COLUMNS_PREFERENCE } from '@app/shared/clients/attestations';
import { PreferenceValue } from '@app/shared/platform/preferences';
import { http } from '../../../api/http';
import { optimisticUpdate } from '../../../api/optimistic-update';
import { attestationKeys } from './attestation-query-keys';

const query = { key: ATTESTATION_COLUMNS_PREFERENCE };

/** GET /user/preferences?key=attestations.columns: the stored column visibility (JSON text or null). */
async function getColumnPreference(): Promise<PreferenceValue> {
  return PreferenceValue.parse(await http.get('/user/preferences', { query }));
}

/** PUT /user/preferences?key=attestations.columns with the visibility as JSON text. */
async function putColumnPreference(value: string): Promise<PreferenceValue> {
  return PreferenceValue.parse(await http.put('/user/preferences', { value }, { query }));
}

const columnPreferenceQuery = () =>
  queryOptions({ queryKey: attestationKeys.columns(), queryFn: getColumnPreference, staleTime: Infinity });

export function useColumnPreference() {
  return useQuery(columnPreferenceQuery());
}

/**
 * Saves the visibility, optimistic (decision 216): the table shows or hides the column at once, goes back
 * to the stored choice if the server refuses, and the preference is re-read once the last change answered.
 */
export function columnPreferenceMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: putColumnPreference,
    ...optimisticUpdate<PreferenceValue, string>(queryClient, {
      mutationKey: [...attestationKeys.columns(), 'save'],
      queryKey: () => attestationKeys.columns(),
      update: (current, value) => ({ ...current, value }),
    }),
  });
}

export function useSaveColumnPreference() {
  return useMutation(columnPreferenceMutation(useQueryClient()));
}
