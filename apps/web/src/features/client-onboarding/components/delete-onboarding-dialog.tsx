import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { errorMessage } from '../../../api/api-error';
import { useDeleteOnboarding } from '../api/onboarding-mutations';

/** Confirmations are 672 px wide (spec 002 §9). */
const CONFIRM_WIDTH = 672;

/** Delete's confirmation: removes the vendor's onboarding information (the workflow and its items). */
export function DeleteOnboardingDialog({
  covgId,
  name,
  onClose,
  onDeleted,
}: {
  covgId: number;
  name: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteOnboarding();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="delete-onboarding-title"
      aria-describedby="delete-onboarding-text"
      slotProps={{ paper: { sx: { width: CONFIRM_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="delete-onboarding-title">Delete onboarding information</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-onboarding-text">
          Delete the onboarding information for {name}? Its workflow and every step of it are removed. This cannot be undone.
        </DialogContentText>
        {remove.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(remove.error, 'The onboarding information could not be deleted. Please try again.')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color="error"
          loading={remove.isPending}
          onClick={() => remove.mutate(covgId, { onSuccess: onDeleted })}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
