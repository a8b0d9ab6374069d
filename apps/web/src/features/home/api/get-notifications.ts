import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserNotificationList, type UserNotification } from '@app/shared/customers/notifications';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';
import { refetchUnlessPrefetched } from '../../../lib/prefetch-page-data';

/** GET /usernotifications: the vendor's notifications of the last 90 days, newest first. */
async function getNotifications(): Promise<UserNotification[]> {
  return UserNotificationList.parse(await http.get('/usernotifications'));
}

export const notificationsQuery = queryOptions({
  queryKey: queryKeys.notifications,
  queryFn: getNotifications,
  refetchOnMount: refetchUnlessPrefetched,
});

export function useNotifications() {
  return useQuery(notificationsQuery);
}
