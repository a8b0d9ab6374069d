import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Owner } from '@app/shared/owners/owner';
import { http } from '../../../api/http';
import { ownerKeys } from './owner-query-keys';

/** GET /owners: the vendor's owners and managing employees, oldest first. */
async function getOwners(): Promise<Owner[]> {
  return z.array(Owner).parse(await http.get('/owners'));
}

const ownersQuery = queryOptions({ queryKey: ownerKeys.lists(), queryFn: getOwners });

export function useOwners() {
  return useQuery(ownersQuery);
}
