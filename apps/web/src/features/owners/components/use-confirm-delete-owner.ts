import { errorMessage } from '../../../api/api-error';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDeleteOwner } from '../api/delete-owner';
import { REMOVE_OWNER_FAILED, ownerRemovedMessage } from '../utils/owner-texts';

/**
 * Asks to confirm removing an owner, then removes them and says so with the spec's text. `onRemoved`
 * runs after success (the detail page goes back to the owners list).
 */
export function useConfirmDeleteOwner(onRemoved?: () => void) {
  const { showAlert, notify } = useNotify();
  const deleteOwner = useDeleteOwner();
  return (owner: { ownerId: number; name: string }) =>
    showAlert({
      title: 'Remove Owner',
      description: `Are you sure you want to remove ${owner.name}? They will no longer be listed or monitored as an owner.`,
      cancelText: 'Cancel',
      actionText: 'Delete',
      actionFn: async () => {
        try {
          notify(ownerRemovedMessage((await deleteOwner.mutateAsync(owner.ownerId)).name));
          onRemoved?.();
        } catch (error) {
          notify({ text: errorMessage(error, REMOVE_OWNER_FAILED), mode: 'error' });
        }
      },
    });
}
