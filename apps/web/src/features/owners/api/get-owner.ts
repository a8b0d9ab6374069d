import { queryOptions, useQuery } from '@tanstack/react-query';
import { Owner } from '@app/shared/owners/owner';
import { http } from '../../../api/http';
import { ownerKeys } from './owner-query-keys';

/** GET /owners/{id}: one owner (the tax id only as its last four digits). */
async function getOwner(ownerId: number): Promise<Owner> {
  return Owner.parse(await http.get(`/owners/${ownerId}`));
}

const ownerQuery = (ownerId: number) =>
  queryOptions({ queryKey: ownerKeys.detail(ownerId), queryFn: () => getOwner(ownerId), retry: false });

export function useOwner(ownerId: number) {
  return useQuery(ownerQuery(ownerId));
}
