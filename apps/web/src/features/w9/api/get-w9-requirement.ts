import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClientConfiguration } from '@app/shared/clients/client-configuration';
import { http } from '../../../api/http';
import { w9Keys } from './w9-query-keys';

/** GET /clientconfig/{clientId}: whether the client requires a W-9 (requiredVendorData includes "W9"). */
export async function getW9Required(clientId: string): Promise<boolean> {
  const configuration = ClientConfiguration.parse(await http.get(`/clientconfig/${encodeURIComponent(clientId)}`));
  return configuration.requiredVendorData.includes('W9');
}

export const w9RequirementQuery = (clientId: string) =>
  queryOptions({ queryKey: w9Keys.requirement(clientId), queryFn: () => getW9Required(clientId), staleTime: 5 * 60_000 });

export function useW9Required(clientId: string) {
  return useQuery(w9RequirementQuery(clientId));
}
