import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClientConfiguration } from '@app/shared/clients/client-configuration';
import { http } from '../../../api/http';
import { ownerKeys } from './owner-query-keys';

/** GET /clientconfig/{clientId}: the configuration of a client the vendor is connected to. */
export async function getClientConfiguration(clientId: number): Promise<ClientConfiguration> {
  return ClientConfiguration.parse(await http.get(`/clientconfig/${clientId}`));
}

export const clientConfigurationQuery = (clientId: number) =>
  queryOptions({ queryKey: ownerKeys.clientConfiguration(clientId), queryFn: () => getClientConfiguration(clientId) });

export function useClientConfiguration(clientId: number) {
  return useQuery(clientConfigurationQuery(clientId));
}
