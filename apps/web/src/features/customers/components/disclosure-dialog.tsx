import { useId, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { answersFromDefinition } from '@app/shared/disclosures/form-answers';
import type { FormDefinition } from '@app/shared/disclosures/question-model';
import { isApiError } from '../../../api/api-error';
import { FormSkeleton } from '../../../components/loading-skeletons';
import { DisclosureForm } from '../../../widgets/disclosure-form/disclosure-form';
import { EVD_FILE_RULES } from '../../../widgets/disclosure-form/evd-file-rules';
import { useDisclosureForm } from '../../../widgets/disclosure-form/use-disclosure-form';
import { DisclosureFormActions } from '../../../widgets/disclosure-form/disclosure-form-actions';
import { useDisclosurePrefill } from '../../../widgets/disclosure-form/use-disclosure-prefill';
import { useNotify } from '../../../components/notifications/notification-context';
import { useNewDisclosureForm } from '../api/get-new-disclosure-form';
import { useSubmittedDisclosure, type DisclosureForm as DisclosureFormData } from '../api/get-submitted-disclosure';
import { useSubmitDisclosure } from '../api/submit-disclosure';
import { uploadEvdFile } from '../../../widgets/disclosure-form/upload-evd-file';
import { formatLocalDateTime } from '../../../components/format-display-date';
import { SAVE_FAILED_MESSAGE } from '../../../lib/messages';

const FILES = { ...EVD_FILE_RULES, upload: uploadEvdFile };

/** What the dialog shows: a submitted disclosure (read-only) or a new one of a configuration. */
export type DisclosureDialogTarget = { kind: 'view'; submissionId: number } | { kind: 'new'; configId: number };

function FormBody({
  data,
  readOnly,
  titleId,
  onClose,
  onSubmit,
  submitting,
}: {
  data: DisclosureFormData;
  readOnly: boolean;
  titleId: string;
  onClose: () => void;
  onSubmit: (answers: Record<string, unknown>, showErrors: (errors: Record<string, string>) => void) => void;
  submitting: boolean;
}) {
  const definition = useMemo<FormDefinition>(() => ({ name: data.evdName, questionGroups: data.questionGroups }), [data]);
  const form = useDisclosureForm(
    definition,
    useMemo(() => answersFromDefinition(definition), [definition]),
  );
  useDisclosurePrefill(form, { enabled: !readOnly, revision: false });
  return (
    <>
      <DialogTitle id={titleId}>{data.evdViewName || data.evdName}</DialogTitle>
      <DialogContent dividers>
        {readOnly && data.submissionDate && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Submitted {formatLocalDateTime(data.submissionDate)}
            {data.username ? ` by ${data.username}` : ''}
          </Typography>
        )}
        <DisclosureForm form={form} readOnly={readOnly} files={FILES} />
      </DialogContent>
      <DialogActions disableSpacing sx={{ p: 0, display: 'block' }}>
        {readOnly ? (
          <DisclosureFormActions primary={{ label: 'Close', onClick: onClose }} />
        ) : (
          <DisclosureFormActions
            cancel={{ label: 'Cancel', onClick: onClose }}
            primary={{
              label: 'Submit',
              onClick: () => {
                const answers = form.check(true);
                if (answers) onSubmit(answers, form.showServerErrors);
              },
            }}
            busy={submitting}
          />
        )}
      </DialogActions>
    </>
  );
}

/**
 * A disclosure in a dialog (spec 000 §2, §4): a submitted one is read-only with only Close; a new one,
 * started from the configuration, is editable with Submit (saves it complete; the history reloads)
 * and Cancel, and starts with what the account knows in its empty answers. The buttons are the same
 * row as on the to-do page.
 */
export function DisclosureDialog({
  customerId,
  evdId,
  target,
  onClose,
}: {
  customerId: number;
  evdId: number;
  target: DisclosureDialogTarget | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const submitted = useSubmittedDisclosure(target?.kind === 'view' ? target.submissionId : null);
  const fresh = useNewDisclosureForm(customerId, target?.kind === 'new' ? target.configId : 0, target?.kind === 'new');
  const submit = useSubmitDisclosure(evdId);
  const { notify } = useNotify();
  const query = target?.kind === 'view' ? submitted : fresh;

  const onSubmit = (answers: Record<string, unknown>, showErrors: (errors: Record<string, string>) => void) => {
    if (target?.kind !== 'new') return;
    submit.mutate(
      { customerId, configId: target.configId, answers },
      {
        onSuccess: () => {
          notify('Your disclosure was submitted.');
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.fieldErrors) showErrors(error.fieldErrors);
          notify({ text: SAVE_FAILED_MESSAGE, mode: 'error' });
        },
      },
    );
  };

  return (
    <Dialog
      open={target !== null}
      onClose={submit.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      scroll="paper"
    >
      {query.isPending && (
        <>
          <DialogTitle id={titleId}>Disclosure</DialogTitle>
          <DialogContent>
            <FormSkeleton label="Loading disclosure" fields={4} columns={1} action={false} />
          </DialogContent>
        </>
      )}
      {query.isError && (
        <>
          <DialogTitle id={titleId}>Disclosure</DialogTitle>
          <DialogContent>
            <Alert severity="error">Error loading the disclosure, please try again.</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
      {query.isSuccess && target && (
        <FormBody
          key={target.kind === 'view' ? `view-${target.submissionId}` : `new-${target.configId}`}
          data={query.data}
          readOnly={target.kind === 'view'}
          titleId={titleId}
          onClose={onClose}
          onSubmit={onSubmit}
          submitting={submit.isPending}
        />
      )}
    </Dialog>
  );
}
