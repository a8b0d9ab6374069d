import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Owner, type OwnerValues } from '@app/shared/owners/owner';
import { http } from '../../../api/http';
import { ownerKeys } from './owner-query-keys';

/**
 * POST /owners → 201 with the new owner (screened right away). In the signup wizard `clientId` names
 * the client whose owner rules the server applies.
 */
async function createOwner({ values, clientId }: { values: OwnerValues; clientId?: number }): Promise<Owner> {
  return Owner.parse(await http.post('/owners', values, { query: { clientId } }));
}

export function useCreateOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOwner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerKeys.lists() }),
  });
}
