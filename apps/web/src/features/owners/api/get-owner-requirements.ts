import { queryOptions, useQuery } from '@tanstack/react-query';
import { OwnerRequirementsResponse, type OwnerRequirements } from '@app/shared/owners/owner';
import { http } from '../../../api/http';
import { ownerKeys } from './owner-query-keys';

/**
 * GET /owners/requirements: the owner rules (OWNER_DOB, OWNER_TIN, OWNER_REQUIRED_AT_SIGNUP) of one
 * client, or without clientId the strictest of all the vendor's customers (the account page).
 */
async function getOwnerRequirements(clientId?: number): Promise<OwnerRequirements> {
  return OwnerRequirementsResponse.parse(await http.get('/owners/requirements', { query: { clientId } }));
}

const ownerRequirementsQuery = (clientId?: number) =>
  queryOptions({ queryKey: ownerKeys.requirements(clientId), queryFn: () => getOwnerRequirements(clientId) });

export function useOwnerRequirements(clientId?: number) {
  return useQuery(ownerRequirementsQuery(clientId));
}
