import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NotificationSettings } from '@app/shared/client/notification-settings';
import { http } from '../../../api/http';

const notificationSettingsKey = ['notification-settings'] as const;

/** GET /account/notification-settings: the signed-in client user's own e-mail settings. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsKey,
    queryFn: async () => NotificationSettings.parse(await http.get('/account/notification-settings')),
  });
}

/** PUT /account/notification-settings (validated with the same schema as the server). */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NotificationSettings) =>
      NotificationSettings.parse(await http.put('/account/notification-settings', NotificationSettings.parse(input))),
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsKey, settings),
  });
}
