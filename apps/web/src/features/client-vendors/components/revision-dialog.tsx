import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import { RevisionRequest } from '@app/shared/client/reviews';
import { FormTextField } from '../../../components/form/form-text-field';
import { errorMessage } from '../../../api/api-error';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useReviewItem } from '../api/review-item';

export interface RevisionTarget {
  type: 'EVD' | 'W9' | 'AccountInfo';
  checklistItemId?: number;
  /** What the vendor is asked to revise, as the dialog names it. */
  label: string;
  /** EVD: the questions the note may point at. */
  questions?: Array<{ id: string; label: string }>;
}

type Values = { type: 'EVD' | 'W9' | 'AccountInfo'; checklistItemId?: number; dataPointId?: string; note: string };

/** Request revision: the client's note to the vendor; the item goes back to the vendor as Revision Needed. */
export function RevisionDialog({
  covgId,
  target,
  onClose,
  onDone,
}: {
  covgId: number;
  target: RevisionTarget;
  onClose: () => void;
  onDone: () => void;
}) {
  const review = useReviewItem();
  const form = useForm<Values>({
    resolver: zodResolver(RevisionRequest) as never,
    defaultValues: { type: target.type, checklistItemId: target.checklistItemId, dataPointId: '', note: '' },
  });
  const submit = form.handleSubmit((values) =>
    review.mutate(
      { covgId, kind: 'revision', body: { ...values, dataPointId: values.dataPointId || undefined } },
      {
        onSuccess: onDone,
        onError: (error) => applyFieldErrors(error, form.setError, ['note', 'dataPointId']),
      },
    ),
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="revision-dialog-title" maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="revision-dialog-title">Request revision</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Tell the vendor what to change in its {target.label}. It goes back to the vendor as Revision Needed, with your note where it
            edits it.
          </DialogContentText>
          {target.questions && target.questions.length > 0 && (
            <FormTextField
              control={form.control}
              name="dataPointId"
              label="Question (optional)"
              options={[{ value: '', label: 'The whole form' }, ...target.questions.map((q) => ({ value: q.id, label: q.label }))]}
            />
          )}
          <FormTextField control={form.control} name="note" label="Note to the vendor" required multiline minRows={3} maxLength={2000} />
          {review.isError && !Object.keys(form.formState.errors).length && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(review.error, 'The request could not be sent. Please try again.')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={review.isPending}>
            Send to vendor
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
