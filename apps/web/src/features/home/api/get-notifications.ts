import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserNotificationList, type UserNotification } from '@app/shared/customers/notifications';
import { http } from '../../../api/http';
import { homeKeys } from './home-query-keys';

/** GET /usernotifications: the vendor's notifications of the last 90 days, newest first. */
export async function getNotifications(): Promise<UserNotification[]> {
  return UserNotificationList.parse(await http.get('/usernotifications'));
}

export const notificationsQuery = queryOptions({ queryKey: homeKeys.notifications, queryFn: getNotifications });

export function useNotifications() {
  return useQuery(notificationsQuery);
}
