import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Owner } from '@app/shared/owners/owner';
import { http } from '../../../api/http';
import { ownerKeys } from './owner-query-keys';

/** PUT /vendor-info/ownership: ownerId → whole percentage, total ≤ 100 → every owner as saved. */
async function updateOwnershipPercentages(percentages: Record<string, number>): Promise<Owner[]> {
  return z.array(Owner).parse(await http.put('/vendor-info/ownership', percentages));
}

export function useUpdateOwnershipPercentages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnershipPercentages,
    onSuccess: (owners) => {
      queryClient.setQueryData(ownerKeys.lists(), owners);
      for (const owner of owners) queryClient.setQueryData(ownerKeys.detail(owner.ownerId), owner);
    },
  });
}
