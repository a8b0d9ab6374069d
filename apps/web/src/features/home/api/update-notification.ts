import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserNotification } from '@app/shared/customers/notifications';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';

/** PUT /usernotifications/{id} {seen, dismissStatus} → the updated notification. */
async function updateNotification(input: { id: number; seen: boolean; dismissStatus: 'DISMISSED' | null }): Promise<UserNotification> {
  const { id, ...body } = input;
  return UserNotification.parse(await http.put(`/usernotifications/${id}`, body));
}

/** Marks a notification seen and DISMISSED. The list is not refetched: what was shown stays shown. */
export function useDismissNotification() {
  return useMutation({ mutationFn: (id: number) => updateNotification({ id, seen: true, dismissStatus: 'DISMISSED' }) });
}

/** Dismisses a notification once its payment completed, then reloads the list (spec 000 §4). */
export function useDismissPaidNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => updateNotification({ id, seen: true, dismissStatus: 'DISMISSED' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}
