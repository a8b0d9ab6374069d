import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import type { OwnerRequirements } from '@app/shared/owners/owner';
import { TableSkeleton } from '../../../components/loading-skeletons';
import { GENERIC_STEP_INVALID_REASON, type WizardStepProps } from '../../../lib/wizard-step';
import { useClientConfiguration } from '../../../api/get-client-configuration';
import { useOwners } from '../api/get-owners';
import { useUpdateOwnershipPercentages } from '../api/update-ownership-percentages';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { OWNERSHIP_INTEREST_NOTE } from '../utils/owner-texts';
import { ownersStepProblem } from '../utils/owners-step-validity';
import { changedPercentages, mergePercentageDraft, percentageProblem, type PercentageDraft } from '../utils/ownership-percentages';
import { OwnerForm } from './owner-form';
import { OwnersTable } from './owners-table';

/**
 * The signup wizard's owners step (spec 001 §2 Signup wizard step 2, §5 Ownership percentages): the
 * owners list with its percentages as inputs, and an inline add form. The client's configuration sets
 * the owner rules. Next saves changed percentages; it is refused while the add form is open, when the
 * total exceeds 100 and, if the client requires owners at signup, while there is none.
 */
export default function OwnersStep({ clientId, onValidityChange, registerSave }: WizardStepProps) {
  const client = Number(clientId);
  const configuration = useClientConfiguration(client);
  const owners = useOwners();
  const updatePercentages = useUpdateOwnershipPercentages();
  const [adding, setAdding] = useState(false);
  const [editedDraft, setDraft] = useState<PercentageDraft>({});

  const list = owners.data;
  const draft = list ? mergePercentageDraft(list, editedDraft) : null;
  const problem = draft ? percentageProblem(draft) : null;
  const requirementMap = configuration.data?.requirementMap;
  const loaded = Boolean(list && requirementMap);

  const reason = loaded
    ? ownersStepProblem({
        ownerFormOpen: adding,
        percentageProblem: problem,
        ownerCount: list?.length ?? 0,
        ownerRequiredAtSignup: requirementMap?.OWNER_REQUIRED_AT_SIGNUP ?? false,
      })
    : owners.isError || configuration.isError
      ? LOAD_FAILED_MESSAGE
      : GENERIC_STEP_INVALID_REASON;
  useEffect(() => onValidityChange(reason), [reason, onValidityChange]);

  // Next calls the registered save; the ref gives it the percentages as they are when Next is pressed.
  const pending = useRef<Record<string, number>>({});
  pending.current = list && draft ? changedPercentages(list, draft) : {};
  useEffect(() => {
    registerSave(async () => {
      if (Object.keys(pending.current).length === 0) return;
      await updatePercentages.mutateAsync(pending.current);
      setDraft({});
    });
    return () => registerSave(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- registered once; it reads the ref
  }, [registerSave]);

  if (owners.isPending || configuration.isPending) return <TableSkeleton label="Loading owners" rows={3} columns={5} />;
  if (!list || !requirementMap || !draft) return <Alert severity="error">{LOAD_FAILED_MESSAGE}</Alert>;

  const requirements: OwnerRequirements = {
    dobRequired: requirementMap.OWNER_DOB,
    taxIdRequired: requirementMap.OWNER_TIN,
    requiredAtSignup: requirementMap.OWNER_REQUIRED_AT_SIGNUP,
  };
  return (
    <>
      <Typography variant="body1" sx={{ mb: 1 }}>
        {configuration.data?.ownersIncludeManagingEmployees
          ? 'List each owner and managing employee, with their share of the business, and save each one you add.'
          : 'List each owner with their share of the business, and save each one you add.'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {OWNERSHIP_INTEREST_NOTE}
      </Typography>
      <OwnersTable owners={list} draft={draft} onDraftChange={setDraft} showView={false} />
      <Box sx={{ mt: 2 }}>
        {adding ? (
          <Card variant="outlined">
            <CardContent>
              <OwnerForm requirements={requirements} clientId={client} onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />
            </CardContent>
          </Card>
        ) : (
          <Button variant="contained" startIcon={<Add aria-hidden />} onClick={() => setAdding(true)}>
            Add Owner
          </Button>
        )}
      </Box>
    </>
  );
}
