import { useQuery } from '@tanstack/react-query';
import { CurrentClientResponse, type PickerOption } from '@app/shared/users/acting-as';
import { http } from '../../../api/http';

const currentClientQueryKey = ['current-client'] as const;

/** GET /current-client: the client the admin acts for, or null when none is selected. */
async function getCurrentClient(): Promise<PickerOption | null> {
  return CurrentClientResponse.parse(await http.get('/current-client')).client;
}

export function useCurrentClient() {
  return useQuery({ queryKey: currentClientQueryKey, queryFn: getCurrentClient, staleTime: 60_000, retry: false });
}
