import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../api/http';
import { ownerKeys } from './owner-query-keys';

const RemovedOwner = z.object({ name: z.string() });
type RemovedOwner = z.infer<typeof RemovedOwner>;

/** DELETE /owners/{id}: no longer an owner nor monitored; answers the removed owner's name. */
async function deleteOwner(ownerId: number): Promise<RemovedOwner> {
  return RemovedOwner.parse(await http.delete(`/owners/${ownerId}`));
}

export function useDeleteOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOwner,
    onSuccess: (_removed, ownerId) => {
      queryClient.removeQueries({ queryKey: ownerKeys.detail(ownerId) });
      return queryClient.invalidateQueries({ queryKey: ownerKeys.lists() });
    },
  });
}
