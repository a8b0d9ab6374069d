import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { CLIENT_ROLE } from '@app/shared/users/current-user';
import { useCurrentUser } from '../../../api/get-current-user';
import { useNotify } from '../../../components/notifications/notification-context';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';

const DIGEST_HELP =
  "Every Monday: the past week's new alerts on your vendors, their owners and employees, compliance status changes and forms past due. Nothing is sent in a week with nothing new.";

/** The account page's Notifications tab (issue 30): the client user's own weekly e-mail digest, on until turned off. */
export default function NotificationSettingsPanel() {
  const user = useCurrentUser();
  if (user?.role !== CLIENT_ROLE) {
    return <Typography color="text.secondary">E-mail notifications are set by each client user for themselves.</Typography>;
  }
  return <WeeklyDigestSetting email={user.email} />;
}

function WeeklyDigestSetting({ email }: { email: string | null }) {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const { notify } = useNotify();
  if (settings.isPending) return <Skeleton variant="rounded" height={56} aria-label="Loading your notification settings" />;
  if (settings.isError) return <Alert severity="error">{LOAD_FAILED_MESSAGE}</Alert>;

  const change = async (weeklyDigest: boolean) => {
    try {
      await update.mutateAsync({ weeklyDigest });
      notify(
        weeklyDigest
          ? 'Weekly e-mail digest turned on. The next one comes on Monday.'
          : 'Weekly e-mail digest turned off. You will no longer receive it.',
      );
    } catch {
      notify({ text: 'Your setting could not be saved. Try again.', mode: 'error' });
    }
  };
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={settings.data.weeklyDigest}
            disabled={update.isPending}
            onChange={(event) => void change(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'weekly-digest-help' } }}
          />
        }
        label="Weekly e-mail digest"
      />
      <FormHelperText id="weekly-digest-help" sx={{ maxWidth: 640 }}>
        {DIGEST_HELP} {email ? `It goes to ${email}.` : 'Add an e-mail address to your user to receive it.'}
      </FormHelperText>
    </>
  );
}
