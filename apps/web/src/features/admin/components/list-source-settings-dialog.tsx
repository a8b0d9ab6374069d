import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { errorMessage, isApiError } from '../../../api/api-error';
import { useNotify } from '../../../components/notifications/notification-context';
import { useUpdateListSource } from '../api/update-list-source';

/** The daily download of one list: where it is downloaded from and whether the job runs (PUT …/sources/{id}). */
export function ListSourceSettingsDialog({
  source,
  onClose,
}: {
  source: { id: string; name: string; downloadUrl: string | null; downloadEnabled: boolean };
  onClose: () => void;
}) {
  const titleId = useId();
  const [url, setUrl] = useState(source.downloadUrl ?? '');
  const [enabled, setEnabled] = useState(source.downloadEnabled);
  const [error, setError] = useState<string | null>(null);
  const [urlError, setUrlError] = useState<string | null>(null);
  const update = useUpdateListSource();
  const { notify } = useNotify();

  const save = async () => {
    setError(null);
    setUrlError(null);
    try {
      await update.mutateAsync({ sourceId: source.id, downloadUrl: url.trim() || null, downloadEnabled: enabled });
      notify(`${source.name}: download settings saved`);
      onClose();
    } catch (failure) {
      const fieldError = isApiError(failure) ? failure.fieldErrors?.downloadUrl : undefined;
      if (fieldError) setUrlError(fieldError);
      else setError(errorMessage(failure, 'Error saving the download settings'));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Daily download of {source.name}</DialogTitle>
      <DialogContent dividers>
        <TextField
          label="Download URL"
          fullWidth
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={urlError !== null}
          helperText={urlError ?? 'Leave empty to import this list by upload only.'}
          type="url"
        />
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
          label="Download daily"
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={update.isPending} onClick={() => void save()}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
