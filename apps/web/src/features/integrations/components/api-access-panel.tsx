import Typography from '@mui/material/Typography';
import { CLIENT_WEBHOOK_EVENTS, VENDOR_WEBHOOK_EVENTS } from '@app/shared/integrations/webhooks';
import { CLIENT_ROLE, effectiveRole } from '@app/shared/users/current-user';
import { useCurrentUser } from '../../../api/get-current-user';
import { ApiTokensSection } from './api-tokens-section';
import { WebhooksSection } from './webhooks-section';

/**
 * The account page's API access tab (issue 35): API tokens and webhooks of the vendor, or of the client
 * for client users with the Users permission.
 */
export default function ApiAccessPanel() {
  const user = useCurrentUser();
  const asClient = user !== null && effectiveRole(user) === CLIENT_ROLE;
  if (asClient && !user.hasUsersAccess) {
    return <Typography color="text.secondary">Managing API access needs the Users permission.</Typography>;
  }
  return (
    <>
      <ApiTokensSection />
      <WebhooksSection events={asClient ? CLIENT_WEBHOOK_EVENTS : VENDOR_WEBHOOK_EVENTS} />
    </>
  );
}
