import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptRequest, RevisionRequest } from '@app/shared/client/reviews';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';

/** POST /client/vendors/{covgId}/revision-requests or /acceptances; the client area's reads reload after it. */
async function reviewItem(
  input: { covgId: number } & ({ kind: 'revision'; body: RevisionRequest } | { kind: 'accept'; body: AcceptRequest }),
) {
  const path = input.kind === 'revision' ? 'revision-requests' : 'acceptances';
  return http.post(`/client/vendors/${input.covgId}/${path}`, input.body);
}

export function useReviewItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.clientArea }),
  });
}
