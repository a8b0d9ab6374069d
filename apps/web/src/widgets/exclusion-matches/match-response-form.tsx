import { useId, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { UPLOAD_MAX_BYTES } from '@app/shared/files/uploads';
import {
  ALERT_RESPONSE_NOTE_MAX,
  AlertResponseRequest,
  NOT_SAME_PERSON_REASONS,
  SAME_PERSON_ACTIONS,
  type VendorAnswer,
} from '@app/shared/screening/alerts';
import { reasonContradiction } from '@app/shared/screening/reason-contradiction';
import { FormTextField } from '../../components/form/form-text-field';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import { isApiError } from '../../api/api-error';
import { FileDropZone, type StoredFile } from '../file-drop-zone/file-drop-zone';
import { uploadMatchEvidence, useRespondToMatch, type SubjectPath } from './match-api';

type FormValues = { answer: VendorAnswer | ''; reason: string; note: string; fileId: number | null };
type Answer = z.output<typeof AlertResponseRequest>;
/** The shared request schema checks the form (an empty answer fails it with 'Choose an answer'). */
const resolver = zodResolver(AlertResponseRequest) as unknown as Resolver<FormValues, unknown, Answer>;

const ANSWERS: ReadonlyArray<{ value: VendorAnswer; label: string }> = [
  { value: 'NOT_SAME_PERSON', label: 'Not the same person' },
  { value: 'SAME_PERSON', label: 'Same person' },
];

/**
 * The vendor's answer to a match: "Not the same person" with a reason from the list, a note and an
 * optional ID or licence, or "Same person" with the action taken. The server's rules are the form's.
 */
export function MatchResponseForm({
  subjectPath,
  alertId,
  evidence,
  onAnswered,
  onCancel,
}: {
  subjectPath: SubjectPath;
  alertId: number;
  /** What the dialog shows of the person and of the list record, to warn about a reason it contradicts. */
  evidence: { subject: Record<string, string>; record: Record<string, string> };
  onAnswered?: () => void;
  onCancel?: () => void;
}) {
  const answerLabelId = useId();
  const [file, setFile] = useState<StoredFile | null>(null);
  const respond = useRespondToMatch(subjectPath, alertId, onAnswered);
  const { control, handleSubmit, watch, setValue, setError } = useForm<FormValues, unknown, Answer>({
    resolver,
    defaultValues: { answer: '', reason: '', note: '', fileId: null },
  });
  const answer = watch('answer');
  const contradiction = answer === 'NOT_SAME_PERSON' ? reasonContradiction(watch('reason'), evidence.subject, evidence.record) : null;
  const reasons = Object.entries(answer === 'SAME_PERSON' ? SAME_PERSON_ACTIONS : NOT_SAME_PERSON_REASONS).map(([value, label]) => ({
    value,
    label,
  }));

  const submit = handleSubmit(async (values) => {
    try {
      await respond.mutateAsync(values);
    } catch (error) {
      applyFieldErrors(error, setError, ['answer', 'reason', 'note', 'fileId']);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Your answer" sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <Controller
        name="answer"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl required error={Boolean(fieldState.error)}>
            <FormLabel id={answerLabelId}>Is this your person?</FormLabel>
            <RadioGroup
              row
              aria-labelledby={answerLabelId}
              name={field.name}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                setValue('reason', '');
              }}
            >
              {ANSWERS.map((option) => (
                <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
              ))}
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      {answer !== '' && (
        <FormTextField
          control={control}
          name="reason"
          required
          label={answer === 'SAME_PERSON' ? 'Action taken' : 'Reason'}
          options={reasons}
        />
      )}
      {contradiction && <Alert severity="warning">{contradiction}</Alert>}
      {answer !== '' && (
        <FormTextField control={control} name="note" label="Note" multiline minRows={2} maxLength={ALERT_RESPONSE_NOTE_MAX} />
      )}
      {answer === 'NOT_SAME_PERSON' && (
        <FileDropZone
          label="ID or license (optional)"
          extensions={['.pdf', '.jpg', '.jpeg', '.png']}
          typeLabel="PDF, JPG or PNG"
          maxBytes={UPLOAD_MAX_BYTES.alertEvidence}
          file={file}
          upload={async (chosen, onProgress) => {
            const stored = await uploadMatchEvidence(chosen);
            onProgress(1);
            return stored;
          }}
          onChange={(stored) => {
            setFile(stored);
            setValue('fileId', stored?.id ?? null);
          }}
        />
      )}
      {respond.isError && !(isApiError(respond.error) && respond.error.fieldErrors) && (
        <Alert severity="error">{isApiError(respond.error) ? respond.error.message : 'Error sending your answer, please try again.'}</Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <Button type="submit" variant="contained" disabled={respond.isPending}>
          Send answer
        </Button>
      </Box>
    </Box>
  );
}
