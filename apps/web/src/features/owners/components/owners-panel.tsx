import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { errorMessage } from '../../../api/api-error';
import { TableSkeleton } from '../../../components/loading-skeletons';
import { useNotify } from '../../../components/notifications/notification-context';
import { useOwnerRequirements } from '../api/get-owner-requirements';
import { useOwners } from '../api/get-owners';
import { useUpdateOwnershipPercentages } from '../api/update-ownership-percentages';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { OWNERSHIP_INTEREST_NOTE, OWNERSHIP_UPDATED } from '../utils/owner-texts';
import {
  changedPercentages,
  mergePercentageDraft,
  percentageDraft,
  percentageProblem,
  type PercentageDraft,
} from '../utils/ownership-percentages';
import { AddOwnerDialog } from './add-owner-dialog';
import { OwnersTable } from './owners-table';

/**
 * The Owners tab of /account (spec 001 §2, §4): the owners list with View and Delete, Add Owner in a
 * dialog, and the ownership-percentage edit mode (Cancel restores, Save Changes while the total is at
 * most 100). The owner rules are the strictest of all the vendor's customers.
 */
export default function OwnersPanel() {
  const owners = useOwners();
  const requirements = useOwnerRequirements();
  const { notify } = useNotify();
  const updatePercentages = useUpdateOwnershipPercentages();
  const [adding, setAdding] = useState(false);
  const [editedDraft, setDraft] = useState<PercentageDraft | null>(null);

  if (owners.isPending || requirements.isPending) return <TableSkeleton label="Loading owners" rows={3} columns={5} />;
  if (owners.isError || requirements.isError) return <Alert severity="error">{LOAD_FAILED_MESSAGE}</Alert>;

  const list = owners.data;
  // An owner added or removed meanwhile joins or leaves the draft.
  const draft = editedDraft ? mergePercentageDraft(list, editedDraft) : null;
  const problem = draft ? percentageProblem(draft) : null;
  const savePercentages = async () => {
    if (!draft) return;
    const changed = changedPercentages(list, draft);
    try {
      // Nothing changed: leave edit mode without claiming an update.
      if (Object.keys(changed).length > 0) {
        await updatePercentages.mutateAsync(changed);
        notify(OWNERSHIP_UPDATED);
      }
      setDraft(null);
    } catch (error) {
      notify({ text: errorMessage(error, 'Error saving the ownership percentages, please try again.'), mode: 'error' });
    }
  };

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {OWNERSHIP_INTEREST_NOTE}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {draft ? (
            <>
              <Button onClick={() => setDraft(null)} disabled={updatePercentages.isPending}>
                Cancel
              </Button>
              <Button variant="contained" onClick={() => void savePercentages()} disabled={problem !== null || updatePercentages.isPending}>
                Save Changes
              </Button>
            </>
          ) : (
            <>
              {list.length > 0 && (
                <Button variant="outlined" startIcon={<EditOutlined aria-hidden />} onClick={() => setDraft(percentageDraft(list))}>
                  Edit Ownership %
                </Button>
              )}
              <Button variant="contained" startIcon={<Add aria-hidden />} onClick={() => setAdding(true)}>
                Add Owner
              </Button>
            </>
          )}
        </Box>
      </Box>
      <OwnersTable owners={list} draft={draft} onDraftChange={setDraft} />
      <AddOwnerDialog open={adding} onClose={() => setAdding(false)} requirements={requirements.data} />
    </>
  );
}
