import { useEffect, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { NotificationAlert } from './notification-types';

/** Confirmation and alert dialogs are 672 px wide (spec 002 §9). */
const ALERT_DIALOG_WIDTH = 672;

/**
 * The alert dialog: title, description, optional embedded form, Cancel and the action button (default
 * OK). The action is disabled while the form reports invalid; closing runs the cancel callback.
 */
export function AlertDialog({ alert, onClose }: { alert: NotificationAlert<never> | null; onClose: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  const [formState, setFormState] = useState<{ valid: boolean; data: unknown }>({ valid: true, data: undefined });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setFormState({ valid: !alert?.form, data: undefined });
    setBusy(false);
  }, [alert]);

  if (!alert) return null;
  const Form = alert.form;

  const cancel = () => {
    alert.cancelFn?.();
    onClose();
  };
  const act = async () => {
    setBusy(true);
    try {
      await alert.actionFn?.(formState.data as never);
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Dialog
      open
      onClose={cancel}
      aria-labelledby={titleId}
      aria-describedby={alert.description ? descriptionId : undefined}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: ALERT_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{alert.title}</DialogTitle>
      <DialogContent>
        {alert.description && <DialogContentText id={descriptionId}>{alert.description}</DialogContentText>}
        {Form && <Form onChange={(state) => setFormState(state)} />}
      </DialogContent>
      <DialogActions>
        {alert.cancelText && <Button onClick={cancel}>{alert.cancelText}</Button>}
        <Button variant="contained" color={alert.actionColor ?? 'primary'} onClick={act} disabled={!formState.valid || busy}>
          {alert.actionText ?? 'OK'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
