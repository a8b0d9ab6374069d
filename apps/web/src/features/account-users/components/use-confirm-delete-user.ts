import { LAST_USER_MESSAGE, type AccountUser } from '@app/shared/account/account-users';
import { isApiError } from '../../../api/api-error';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDeleteAccountUser } from '../api/delete-account-user';
import { accountUserName } from '../utils/account-user-form';
import { USER_REMOVE_FAILED, userRemovedMessage } from '../utils/account-user-texts';

/**
 * Deleting a user: the only remaining user cannot be deleted (spec 001 §5), which the dialog says
 * before anything is sent; otherwise a confirmation, then the delete. The server enforces the same
 * rule (422 with the same text) for a list that is out of date.
 */
export function useConfirmDeleteUser() {
  const { showAlert, notify } = useNotify();
  const remove = useDeleteAccountUser();
  return (user: AccountUser, userCount: number) => {
    if (userCount <= 1) {
      showAlert({ title: 'Cannot Delete User', description: LAST_USER_MESSAGE, actionText: 'OK' });
      return;
    }
    const name = accountUserName(user);
    showAlert({
      title: 'Delete User',
      description: `Are you sure you want to delete ${name} (${user.username})? They will no longer be able to log in.`,
      cancelText: 'Cancel',
      actionText: 'Delete',
      actionFn: async () => {
        try {
          notify(userRemovedMessage((await remove.mutateAsync(user.id)).name));
        } catch (error) {
          const lastUser = isApiError(error) && error.message === LAST_USER_MESSAGE;
          notify({ text: lastUser ? LAST_USER_MESSAGE : USER_REMOVE_FAILED, mode: 'error' });
        }
      },
    });
  };
}
