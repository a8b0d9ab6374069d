import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClientConfiguration } from '@app/shared/clients/client-configuration';
import { http } from './http';
import { queryKeys } from './query-keys';

/**
 * GET /clientconfig/{clientId}: the configuration of a client the vendor is connected to (owner rules,
 * required vendor data, owners including managing employees). Here because several signup steps
 * (owners, W-9) read it; one cache entry serves them all.
 */
async function getClientConfiguration(clientId: number): Promise<ClientConfiguration> {
  return ClientConfiguration.parse(await http.get(`/clientconfig/${clientId}`));
}

const clientConfigurationQuery = (clientId: number) =>
  queryOptions({
    queryKey: queryKeys.clientConfiguration(clientId),
    queryFn: () => getClientConfiguration(clientId),
    staleTime: 5 * 60_000,
  });

export function useClientConfiguration(clientId: number) {
  return useQuery(clientConfigurationQuery(clientId));
}
