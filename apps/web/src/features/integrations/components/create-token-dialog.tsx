import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { ApiTokenScope, CreatedApiToken } from '@app/shared/integrations/api-tokens';
import { errorMessage, isApiError } from '../../../api/api-error';
import { useNotify } from '../../../components/notifications/notification-context';
import { useCreateApiToken } from '../api/api-tokens';
import { CreateDialogActions } from './integration-parts';
import { ShownOnceSecret } from './shown-once-secret';

/** Create API Token: name and scope, then the token itself, shown once. */
export function CreateTokenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { notify } = useNotify();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [nameError, setNameError] = useState<string | undefined>();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  const close = () => {
    setName('');
    setScope('read');
    setNameError(undefined);
    setCreated(null);
    onClose();
  };
  const submit = async () => {
    if (!name.trim()) return setNameError('Enter a name for the token');
    try {
      setCreated(await create.mutateAsync({ name: name.trim(), scope }));
      notify(`API token "${name.trim()}" created.`);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors?.name) return setNameError(error.fieldErrors.name);
      notify({ text: errorMessage(error, 'The token could not be created. Try again.'), mode: 'error' });
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-token-title">
      <DialogTitle id="create-token-title">{created ? 'Your New API Token' : 'Create API Token'}</DialogTitle>
      <DialogContent>
        {created ? (
          <ShownOnceSecret label="Token" value={created.token} />
        ) : (
          <>
            <TextField
              label="Name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(nameError)}
              helperText={nameError ?? 'What uses it, e.g. "ERP vendor sync"'}
              fullWidth
              required
              autoFocus
              sx={{ mt: 1, mb: 2 }}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <RadioGroup aria-label="Scope" value={scope} onChange={(event) => setScope(event.target.value as ApiTokenScope)}>
              <FormControlLabel value="read" control={<Radio />} label="Read only (recommended)" />
              <FormControlLabel value="write" control={<Radio />} label="Read and write" />
            </RadioGroup>
          </>
        )}
      </DialogContent>
      <CreateDialogActions
        created={created !== null}
        submitLabel="Create Token"
        pending={create.isPending}
        onSubmit={() => void submit()}
        onClose={close}
      />
    </Dialog>
  );
}
