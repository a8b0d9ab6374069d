import { useEffect, useMemo, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ChecklistItemDetail } from '@app/shared/checklists/checklist-item';
import { answersFromDefinition } from '@app/shared/disclosures/form-answers';
import type { FormDefinition } from '@app/shared/disclosures/question-model';
import { isApiError } from '../../../api/api-error';
import { FormSkeleton } from '../../../components/loading-skeletons';
import { DisclosureForm, RevisionsRequested } from '../../../widgets/disclosure-form/disclosure-form';
import { EVD_FILE_RULES } from '../../../widgets/disclosure-form/evd-file-rules';
import { useDisclosureForm } from '../../../widgets/disclosure-form/use-disclosure-form';
import { isRevision } from '../../../widgets/disclosure-form/prefill-answers';
import { useDisclosurePrefill } from '../../../widgets/disclosure-form/use-disclosure-prefill';
import { GENERIC_STEP_INVALID_REASON, StepSaveHandled, type WizardStepProps } from '../../../lib/wizard-step';
import { useChecklistItem } from '../api/get-checklist-item';
import { useSaveChecklistItem } from '../api/save-checklist-item';
import { uploadEvdFile } from '../../../widgets/disclosure-form/upload-evd-file';

const FILES = { ...EVD_FILE_RULES, upload: uploadEvdFile };

type EvdSignupStepProps = WizardStepProps & { checklistItemId: number };

function StepForm({
  item,
  onValidityChange,
  registerSave,
}: Pick<EvdSignupStepProps, 'onValidityChange' | 'registerSave'> & { item: ChecklistItemDetail }) {
  const definition = useMemo<FormDefinition>(() => ({ name: item.name, questionGroups: item.questionGroups }), [item]);
  const form = useDisclosureForm(definition, answersFromDefinition(definition));
  useDisclosurePrefill(form, { enabled: true, revision: isRevision(item.completionStatus.name) });
  const save = useSaveChecklistItem();

  // Next is allowed once every visible required question has a valid answer (spec 001 §4).
  const valid = form.evaluation.valid;
  useEffect(() => onValidityChange(valid ? null : GENERIC_STEP_INVALID_REASON), [valid, onValidityChange]);

  // Next saves the answers without completing the form: the final step marks every form complete.
  const latest = useRef(form);
  latest.current = form;
  useEffect(() => {
    registerSave(async () => {
      const answers = latest.current.check(true);
      if (!answers) throw new StepSaveHandled('Required answers are missing');
      try {
        await save.mutateAsync({ customerId: item.customerId, itemId: item.id, markComplete: false, answers });
      } catch (error) {
        if (isApiError(error) && error.fieldErrors) latest.current.showServerErrors(error.fieldErrors);
        throw error;
      }
    });
    return () => registerSave(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- The mutation object changes identity on every state change; its mutateAsync is stable.
  }, [registerSave, item]);

  return (
    <>
      <RevisionsRequested revisions={item.revisionsRequested} />
      <Card>
        <CardContent>
          <Box component="form" noValidate aria-label={item.name} onSubmit={(event) => event.preventDefault()}>
            <DisclosureForm form={form} readOnly={false} files={FILES} />
          </Box>
        </CardContent>
      </Card>
    </>
  );
}

/** A signup step for one of the client's disclosure (EVD) forms (spec 001 §2 Signup wizard, step 3). */
export default function EvdSignupStep({ clientId, checklistItemId, onValidityChange, registerSave }: EvdSignupStepProps) {
  const item = useChecklistItem(Number(clientId), checklistItemId);
  if (item.isPending) return <FormSkeleton label="Loading form" columns={1} action={false} />;
  if (item.isError) return <Alert severity="error">Error loading the form, please try again or contact us for help.</Alert>;
  return <StepForm key={item.data.id} item={item.data} onValidityChange={onValidityChange} registerSave={registerSave} />;
}
