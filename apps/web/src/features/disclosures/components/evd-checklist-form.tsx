import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import type { ChecklistItemDetail } from '@app/shared/checklists/checklist-item';
import { answersFromDefinition } from '@app/shared/disclosures/form-answers';
import type { FormDefinition } from '@app/shared/disclosures/question-model';
import { isApiError } from '../../../api/api-error';
import { DisclosureForm, RevisionsRequested } from '../../../widgets/disclosure-form/disclosure-form';
import { EVD_FILE_RULES } from '../../../widgets/disclosure-form/evd-file-rules';
import { useDisclosureForm } from '../../../widgets/disclosure-form/use-disclosure-form';
import { DisclosureFormActions } from '../../../widgets/disclosure-form/disclosure-form-actions';
import { isRevision } from '../../../widgets/disclosure-form/prefill-answers';
import { useDisclosurePrefill } from '../../../widgets/disclosure-form/use-disclosure-prefill';
import { useNotify } from '../../../components/notifications/notification-context';
import { SAVE_FAILED_MESSAGE } from '../../../lib/messages';
import { useSaveChecklistItem } from '../api/save-checklist-item';
import { uploadEvdFile } from '../../../widgets/disclosure-form/upload-evd-file';

/** 'Are you sure you want to send these changes to {client}?' (spec 001 §4). */
const sendConfirmText = (clientName: string) => `Are you sure you want to send these changes to ${clientName}?`;

const FILES = { ...EVD_FILE_RULES, upload: uploadEvdFile };

/**
 * The disclosure (EVD) form of a checklist item with the buttons of spec 001 §4: a COMPLETE item opens
 * read-only with Edit; REVISION_NEEDED has a single Send, confirmed first; otherwise Cancel, Save and
 * Finish Later (formats only) and Save and Complete (required answers too). Server field errors land
 * on their questions; a failed save says 'Failed to save form'. An editable form starts with what the
 * account knows in its empty answers; a revision starts with today's signature date.
 */
export function EvdChecklistForm({ item, onCancel }: { item: ChecklistItemDetail; onCancel: () => void }) {
  const definition = useMemo<FormDefinition>(() => ({ name: item.name, questionGroups: item.questionGroups }), [item]);
  const savedAnswers = useMemo(() => answersFromDefinition(definition), [definition]);
  const form = useDisclosureForm(definition, savedAnswers);
  const [editing, setEditing] = useState(item.completionStatus.name !== 'COMPLETE');
  // A form sent back for changes, or a complete one opened for editing, is a revision: signed anew today.
  useDisclosurePrefill(form, { enabled: editing, revision: isRevision(item.completionStatus.name) });
  const save = useSaveChecklistItem();
  const { notify, showAlert } = useNotify();
  const status = item.completionStatus.name;

  const persist = async (markComplete: boolean, answers: Record<string, unknown>, success: string) => {
    try {
      const saved = await save.mutateAsync({ customerId: item.customerId, itemId: item.id, markComplete, answers });
      form.reset(answersFromDefinition({ questionGroups: saved.questionGroups }));
      if (saved.completionStatus.name === 'COMPLETE') setEditing(false);
      notify(success);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) form.showServerErrors(error.fieldErrors);
      notify({ text: SAVE_FAILED_MESSAGE, mode: 'error' });
    }
  };

  const saveDraft = () => {
    const answers = form.check(false);
    if (answers) void persist(false, answers, 'Your answers were saved. You can finish this form later.');
  };
  const complete = () => {
    const answers = form.check(true);
    if (answers) void persist(true, answers, `${item.name} is complete.`);
  };
  const send = () => {
    const answers = form.check(true);
    if (!answers) return;
    showAlert({
      title: 'Send Changes',
      description: sendConfirmText(item.clientName),
      cancelText: 'Cancel',
      actionText: 'Send',
      actionFn: () => persist(true, answers, `Your changes were sent to ${item.clientName}.`),
    });
  };
  const cancel = () => {
    if (status === 'COMPLETE') {
      form.reset(savedAnswers);
      setEditing(false);
    } else onCancel();
  };

  const busy = save.isPending;
  return (
    <>
      <RevisionsRequested revisions={item.revisionsRequested} />
      <Card>
        <CardContent>
          <Box component="form" noValidate aria-label={item.name} onSubmit={(event) => event.preventDefault()}>
            <DisclosureForm form={form} readOnly={!editing} files={FILES} />
          </Box>
        </CardContent>
        <Divider />
        {!editing ? (
          <DisclosureFormActions primary={{ label: 'Edit', onClick: () => setEditing(true) }} />
        ) : status === 'REVISION_NEEDED' ? (
          <DisclosureFormActions primary={{ label: 'Send', onClick: send }} busy={busy} />
        ) : (
          <DisclosureFormActions
            cancel={{ label: 'Cancel', onClick: cancel }}
            secondary={{ label: 'Save and Finish Later', onClick: saveDraft }}
            primary={{ label: 'Save and Complete', onClick: complete }}
            busy={busy}
          />
        )}
      </Card>
    </>
  );
}
