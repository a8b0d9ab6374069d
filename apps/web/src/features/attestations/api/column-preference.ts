import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ATTESTATION_COLUMNS_PREFERENCE } from '@app/shared/clients/attestations';
import { PreferenceValue } from '@app/shared/platform/preferences';
import { http } from '../../../api/http';
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

/** Saves the visibility; the cache takes the new value at once so the table does not wait for the answer. */
export function useSaveColumnPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putColumnPreference,
    onMutate: (value) => queryClient.setQueryData(attestationKeys.columns(), { key: ATTESTATION_COLUMNS_PREFERENCE, value }),
  });
}
