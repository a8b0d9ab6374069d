import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { NotificationSettings } from '@app/shared/client/notification-settings';
import { clientOnly } from '../../../platform/auth/access';
import { serviceContext, type App } from '../../../platform/http/types';
import { getNotificationSettings, updateNotificationSettings } from './notification-settings';

const tags = ['client'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

/** The client user's own e-mail settings (issue 30's weekly digest). */
export async function notificationSettingsRoutes(app: App): Promise<void> {
  app.get('/services/account/notification-settings', {
    config: { access: clientOnly },
    schema: { tags, summary: "The signed-in client user's e-mail settings", response: { 200: NotificationSettings, ...errors } },
    handler: async (request) => getNotificationSettings(serviceContext(request)),
  });

  app.put('/services/account/notification-settings', {
    config: { access: clientOnly },
    schema: {
      tags,
      summary: 'Turn the weekly e-mail digest on or off for oneself (audited)',
      body: NotificationSettings,
      response: { 200: NotificationSettings, ...errors },
    },
    handler: async (request) => updateNotificationSettings(serviceContext(request), request.body),
  });
}
