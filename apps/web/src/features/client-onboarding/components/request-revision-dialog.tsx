import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { RevisionRequest } from '@app/shared/client/reviews';
import { errorMessage } from '../../../api/api-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useReviewDecision } from '../api/onboarding-mutations';

/** What a revision is about: the company data, the W-9, or one disclosure form (optionally one question). */
export interface ReviewTarget {
  type: 'EVD' | 'W9' | 'AccountInfo';
  checklistItemId?: number;
  /** What the vendor is asked to revise, as the dialog names it. */
  label: string;
  questions?: Array<{ id: string; label: string }>;
}

type Values = { type: ReviewTarget['type']; checklistItemId?: number; dataPointId?: string; note: string };

/** Request Revision: the note goes to the vendor's to-dos; the workflow reads Revision Requested until the vendor revises. */
export function RequestRevisionDialog({
  itemId,
  target,
  onClose,
  onDone,
}: {
  itemId: number;
  target: ReviewTarget;
  onClose: () => void;
  onDone: () => void;
}) {
  const decide = useReviewDecision(itemId);
  const form = useForm<Values>({
    resolver: zodResolver(RevisionRequest) as never,
    defaultValues: { type: target.type, checklistItemId: target.checklistItemId, dataPointId: '', note: '' },
  });
  const submit = form.handleSubmit((values) =>
    decide.mutate(
      { kind: 'revision', body: { ...values, dataPointId: values.dataPointId || undefined } },
      { onSuccess: onDone, onError: (error) => applyFieldErrors(error, form.setError, ['note', 'dataPointId']) },
    ),
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="request-revision-title" maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="request-revision-title">Request Revision: {target.label}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Tell the vendor what to change in its {target.label}. The vendor sees your note in its to-dos.
          </DialogContentText>
          {target.questions && target.questions.length > 0 && (
            <Box sx={{ mb: 2 }}>
              <FormTextField
                control={form.control}
                name="dataPointId"
                label="Question (optional)"
                options={[{ value: '', label: 'The whole form' }, ...target.questions.map((q) => ({ value: q.id, label: q.label }))]}
              />
            </Box>
          )}
          <FormTextField control={form.control} name="note" label="Revision Needed" required multiline minRows={3} maxLength={2000} />
          {decide.isError && !Object.keys(form.formState.errors).length && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(decide.error, 'The request could not be sent. Please try again.')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={decide.isPending}>
            Send Revision
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
