import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import type { Assignee, WorkflowItem } from '@app/shared/onboarding/onboarding';
import { BlockSkeleton } from '../../../components/loading-skeletons';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { useAssigneeOptions } from '../api/onboarding-queries';

/**
 * Assign a step to the client's users (none unassigns it); "Assigned to me" on the list filters by it.
 * Save hands the chosen users, with their names, to `onSave`, which saves them optimistically (the dialog
 * closes at once; decision 216).
 */
export function AssignStepDialog({
  item,
  onClose,
  onSave,
}: {
  item: WorkflowItem;
  onClose: () => void;
  onSave: (assignees: Assignee[]) => void;
}) {
  const options = useAssigneeOptions(true);
  const [chosen, setChosen] = useState<number[]>(item.assignees.map((user) => user.id));
  const toggle = (id: number, on: boolean) => setChosen((now) => (on ? [...now, id] : now.filter((other) => other !== id)));
  // In the picker's order; a current assignee the picker no longer offers keeps its name (the server decides).
  const assignees = (users: readonly Assignee[]) => [
    ...users.filter((user) => chosen.includes(user.id)),
    ...item.assignees.filter((user) => chosen.includes(user.id) && !users.some((other) => other.id === user.id)),
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby="assign-step-title" maxWidth="xs" fullWidth>
      <DialogTitle id="assign-step-title">Assign {item.name}</DialogTitle>
      <DialogContent>
        {options.isPending && <BlockSkeleton label="Loading your users" variant="rounded" height={120} />}
        {options.isError && <Alert severity="error">{LOAD_FAILED_MESSAGE}</Alert>}
        {options.data && options.data.length === 0 && <Typography variant="body2">You have no users to assign.</Typography>}
        {options.data && options.data.length > 0 && (
          <FormGroup aria-label="Assignees">
            {options.data.map((user) => (
              <FormControlLabel
                key={user.id}
                control={<Checkbox checked={chosen.includes(user.id)} onChange={(event) => toggle(user.id, event.target.checked)} />}
                label={user.name}
              />
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!options.data} onClick={() => options.data && onSave(assignees(options.data))}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
