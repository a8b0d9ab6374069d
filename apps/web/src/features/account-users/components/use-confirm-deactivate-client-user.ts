import { LAST_USERS_ACCESS_MESSAGE, type ClientUser } from '@app/shared/account/client-users';
import { isApiError } from '../../../api/api-error';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDeactivateClientUser } from '../api/deactivate-client-user';
import { accountUserName } from '../utils/account-user-form';
import { USER_REMOVE_FAILED, userDeactivatedMessage } from '../utils/account-user-texts';
import { isLastUsersAccessHolder } from '../utils/client-user-permissions';

/**
 * Deactivating a client user: the last one with UsersAccess cannot be removed, which the dialog says
 * before anything is sent; otherwise a confirmation, then the call. The server enforces the same rule
 * (422 with the same text) for a list that is out of date.
 */
export function useConfirmDeactivateClientUser() {
  const { showAlert, notify } = useNotify();
  const deactivate = useDeactivateClientUser();
  return (user: ClientUser, users: readonly ClientUser[]) => {
    if (isLastUsersAccessHolder(users, user.id)) {
      showAlert({ title: 'Cannot Remove User', description: LAST_USERS_ACCESS_MESSAGE, actionText: 'OK' });
      return;
    }
    const name = accountUserName(user);
    showAlert({
      title: 'Remove User',
      description: `Are you sure you want to remove ${name} (${user.username})? They will no longer be able to log in.`,
      cancelText: 'Cancel',
      actionText: 'Remove',
      actionFn: async () => {
        try {
          notify(userDeactivatedMessage((await deactivate.mutateAsync(user.id)).name));
        } catch (error) {
          const last = isApiError(error) && error.message === LAST_USERS_ACCESS_MESSAGE;
          notify({ text: last ? LAST_USERS_ACCESS_MESSAGE : USER_REMOVE_FAILED, mode: 'error' });
        }
      },
    });
  };
}
