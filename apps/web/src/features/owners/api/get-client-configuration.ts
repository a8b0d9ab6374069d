import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../api/http';
import { ownerKeys } from './owner-query-keys';

/** The parts of a client's configuration the owners step reads (spec 001 §3 Client configuration). */
const ClientConfiguration = z.object({
  clientId: z.number().int(),
  clientName: z.string(),
  requirementMap: z.object({
    OWNER_TIN: z.boolean(),
    OWNER_DOB: z.boolean(),
    OWNER_REQUIRED_AT_SIGNUP: z.boolean(),
  }),
  ownersIncludeManagingEmployees: z.boolean(),
});
export type ClientConfiguration = z.infer<typeof ClientConfiguration>;

/** GET /clientconfig/{clientId}: the configuration of a client the vendor is connected to. */
export async function getClientConfiguration(clientId: number): Promise<ClientConfiguration> {
  return ClientConfiguration.parse(await http.get(`/clientconfig/${clientId}`));
}

export const clientConfigurationQuery = (clientId: number) =>
  queryOptions({ queryKey: ownerKeys.clientConfiguration(clientId), queryFn: () => getClientConfiguration(clientId) });

export function useClientConfiguration(clientId: number) {
  return useQuery(clientConfigurationQuery(clientId));
}
