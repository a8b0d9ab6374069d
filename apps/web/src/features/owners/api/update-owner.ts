import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Owner, type OwnerValues } from '@app/shared/owners/owner';
import { http } from '../../../api/http';
import { ownerKeys } from './owner-query-keys';

/** PUT /owners/{id} with the whole owner (a blank tax id keeps the stored one) → the saved owner. */
async function updateOwner({ ownerId, values, clientId }: { ownerId: number; values: OwnerValues; clientId?: number }): Promise<Owner> {
  return Owner.parse(await http.put(`/owners/${ownerId}`, values, { query: { clientId } }));
}

export function useUpdateOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwner,
    onSuccess: (owner) => {
      queryClient.setQueryData(ownerKeys.detail(owner.ownerId), owner);
      return queryClient.invalidateQueries({ queryKey: ownerKeys.lists() });
    },
  });
}
