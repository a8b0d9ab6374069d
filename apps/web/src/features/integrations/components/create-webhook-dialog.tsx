import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { WEBHOOK_TEXTS, type CreatedWebhook, type WebhookEventType } from '@app/shared/integrations/webhooks';
import { errorMessage, isApiError } from '../../../api/api-error';
import { useNotify } from '../../../components/notifications/notification-context';
import { useCreateWebhook } from '../api/webhooks';
import { CreateDialogActions } from './integration-parts';
import { ShownOnceSecret } from './shown-once-secret';

/** Add Webhook: URL and events (those of this kind of account), then the signing secret, shown once. */
export function CreateWebhookDialog({
  open,
  events,
  onClose,
}: {
  open: boolean;
  events: readonly WebhookEventType[];
  onClose: () => void;
}) {
  const { notify } = useNotify();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [chosen, setChosen] = useState<WebhookEventType[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const [created, setCreated] = useState<CreatedWebhook | null>(null);

  const close = () => {
    setUrl('');
    setChosen([]);
    setErrors({});
    setCreated(null);
    onClose();
  };
  const toggle = (event: WebhookEventType) =>
    setChosen((current) => (current.includes(event) ? current.filter((e) => e !== event) : [...current, event]));
  const submit = async () => {
    const local = {
      url: url.trim() ? undefined : WEBHOOK_TEXTS.urlRequired,
      events: chosen.length ? undefined : WEBHOOK_TEXTS.eventsRequired,
    };
    setErrors(local);
    if (local.url || local.events) return;
    try {
      setCreated(await create.mutateAsync({ url: url.trim(), events: chosen }));
      notify('Webhook added.');
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) return setErrors({ url: error.fieldErrors.url, events: error.fieldErrors.events });
      notify({ text: errorMessage(error, 'The webhook could not be added. Try again.'), mode: 'error' });
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-webhook-title">
      <DialogTitle id="create-webhook-title">{created ? 'Webhook Signing Secret' : 'Add Webhook'}</DialogTitle>
      <DialogContent>
        {created ? (
          <ShownOnceSecret label="Signing secret" value={created.secret} />
        ) : (
          <>
            <TextField
              label="URL"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              error={Boolean(errors.url)}
              helperText={errors.url ?? 'Where VendorProof posts each event, e.g. https://example.com/hooks'}
              fullWidth
              required
              autoFocus
              sx={{ mt: 1, mb: 2 }}
            />
            <FormControl error={Boolean(errors.events)} component="fieldset">
              <FormLabel component="legend">Events</FormLabel>
              <FormGroup>
                {events.map((event) => (
                  <FormControlLabel
                    key={event}
                    control={<Checkbox checked={chosen.includes(event)} onChange={() => toggle(event)} />}
                    label={event}
                  />
                ))}
              </FormGroup>
              {errors.events && <FormHelperText>{errors.events}</FormHelperText>}
            </FormControl>
          </>
        )}
      </DialogContent>
      <CreateDialogActions
        created={created !== null}
        submitLabel="Add Webhook"
        pending={create.isPending}
        onSubmit={() => void submit()}
        onClose={close}
      />
    </Dialog>
  );
}
