import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { choiceText, choiceValue, type FileRef, type Question } from '@app/shared/disclosures/question-model';
import { MultiFileDropZone, type DroppedFile } from '../file-drop-zone/multi-file-drop-zone';
import { AddressFields } from './address-fields';
import { SignatureField } from './signature-field';
import type { DisclosureFormControl } from './use-disclosure-form';

/** Where FILE questions store their files and which files they take (the server's evd directory). */
export interface DisclosureFileOptions {
  upload: (file: File, dataPointId: string) => Promise<DroppedFile>;
  extensions: readonly string[];
  typeLabel: string;
  maxBytes: number;
  maxFiles: number;
  downloadHref: (file: DroppedFile) => string;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const listOf = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const filesOf = (value: unknown): FileRef[] =>
  Array.isArray(value)
    ? value.filter((item): item is FileRef => typeof item === 'object' && item !== null && 'id' in item && 'name' in item)
    : [];

/** A client's revision note against its question, in orange (spec 000 §2). */
function RevisionNote({ note }: { note: string }) {
  return (
    <Alert severity="warning" variant="outlined" sx={{ mb: 1 }}>
      Revision requested: {note}
    </Alert>
  );
}

/** A group of inputs (radio, checkbox, address, file) named by a legend, with its help or error below. */
function Fieldset({
  legendId,
  label,
  required,
  error,
  help,
  children,
}: {
  legendId: string;
  label: string;
  required: boolean;
  error: string | undefined;
  help: ReactNode;
  children: ReactNode;
}) {
  const helpId = `${legendId}-help`;
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      required={required}
      fullWidth
      aria-describedby={error || help ? helpId : undefined}
    >
      <FormLabel component="legend" id={legendId} sx={{ color: 'text.primary', fontWeight: 500, mb: 0.5 }}>
        {label}
      </FormLabel>
      {children}
      {(error || help) && <FormHelperText id={helpId}>{error ?? help}</FormHelperText>}
    </FormControl>
  );
}

/**
 * One visible question of a disclosure form, drawn by its display type (spec 000 §3): RADIO, TEXT
 * (character limit, PHONE / EMAIL), DATE, FILE (several files), CHECKBOX, DROPDOWN (single or multi),
 * DISPLAY_TEXT, SIGNATURE and ADDRESS, with its revision note and its error.
 */
export function DisclosureQuestion({
  question,
  form,
  readOnly,
  files,
}: {
  question: Question;
  form: DisclosureFormControl;
  readOnly: boolean;
  files: DisclosureFileOptions;
}) {
  const id = useId();
  const dataPointId = question.dataPointId;
  const value = form.answers[dataPointId];
  const required = form.evaluation.questions[dataPointId]?.required ?? question.required;
  const error = readOnly ? undefined : form.errorOf(dataPointId);
  const set = (next: unknown) => form.setAnswer(dataPointId, next);
  const blur = () => form.touch(dataPointId);
  const instruction = question.instructionText ?? undefined;
  const note = question.revisionNote ? <RevisionNote note={question.revisionNote} /> : null;

  let field: ReactNode;
  switch (question.displayType) {
    case 'DISPLAY_TEXT':
      // A text an answer brings up ("Submit the form to send your disclosure", "Answer the question above
      // to continue") prompts the person filling the form in; read back after it was sent it would tell
      // the reader to do what is done (issue 33), so a read-only form leaves it out.
      if (readOnly && question.rulesThatWouldShowQuestion.length > 0) return null;
      return (
        <Box data-question={dataPointId}>
          {note}
          <Typography sx={{ whiteSpace: 'pre-line' }}>{question.labelText}</Typography>
          {instruction && (
            <Typography variant="body2" color="text.secondary">
              {instruction}
            </Typography>
          )}
        </Box>
      );
    case 'TEXT': {
      const limit = question.characterLimit ?? 0;
      const text = textOf(value);
      const counter = limit > 0 ? `${text.length}/${limit}` : undefined;
      field = (
        <TextField
          id={id}
          label={question.labelText}
          value={text}
          required={required && !readOnly}
          error={Boolean(error)}
          helperText={error ?? ([instruction, counter].filter(Boolean).join(' ') || undefined)}
          type={question.dataType === 'EMAIL' ? 'email' : question.dataType === 'PHONE' ? 'tel' : 'text'}
          autoComplete={question.dataType === 'EMAIL' ? 'email' : question.dataType === 'PHONE' ? 'tel' : 'off'}
          multiline={limit > 200}
          minRows={limit > 200 ? 3 : undefined}
          onChange={(event) => set(event.target.value)}
          onBlur={blur}
          slotProps={{ input: { readOnly }, htmlInput: limit > 0 ? { maxLength: limit } : undefined }}
        />
      );
      break;
    }
    case 'DATE':
      field = (
        <TextField
          id={id}
          label={question.labelText}
          type="date"
          value={textOf(value)}
          required={required && !readOnly}
          error={Boolean(error)}
          helperText={error ?? instruction}
          onChange={(event) => set(event.target.value)}
          onBlur={blur}
          slotProps={{ input: { readOnly }, inputLabel: { shrink: true } }}
        />
      );
      break;
    case 'DROPDOWN': {
      const multiple = question.dataType === 'MULTI_SELECT';
      field = (
        <TextField
          id={id}
          select
          label={question.labelText}
          value={multiple ? listOf(value) : textOf(value)}
          required={required && !readOnly}
          error={Boolean(error)}
          helperText={error ?? instruction}
          onChange={(event) => {
            const target = event.target as unknown as HTMLSelectElement;
            set(multiple ? [...target.selectedOptions].map((option) => option.value) : target.value);
          }}
          onBlur={blur}
          slotProps={{ select: { native: true, multiple }, inputLabel: { shrink: true }, input: { readOnly } }}
        >
          {!multiple && (
            <option value="" disabled={readOnly}>
              {readOnly ? '' : 'Choose one'}
            </option>
          )}
          {question.choices.map((choice) => (
            <option key={choiceValue(choice)} value={choiceValue(choice)} disabled={readOnly && choiceValue(choice) !== textOf(value)}>
              {choiceText(choice)}
            </option>
          ))}
        </TextField>
      );
      break;
    }
    case 'RADIO':
      field = (
        <Fieldset legendId={id} label={question.labelText} required={required && !readOnly} error={error} help={instruction}>
          <RadioGroup row value={textOf(value)} onChange={(event) => set(event.target.value)} onBlur={blur} aria-labelledby={id}>
            {question.choices.map((choice) => (
              <FormControlLabel
                key={choiceValue(choice)}
                value={choiceValue(choice)}
                control={<Radio />}
                label={choiceText(choice)}
                disabled={readOnly && choiceValue(choice) !== textOf(value)}
              />
            ))}
          </RadioGroup>
        </Fieldset>
      );
      break;
    case 'CHECKBOX': {
      const selected = listOf(value);
      field = (
        <Fieldset legendId={id} label={question.labelText} required={required && !readOnly} error={error} help={instruction}>
          <FormGroup onBlur={blur}>
            {question.choices.map((choice) => {
              const choiceId = choiceValue(choice);
              const checked = selected.includes(choiceId);
              return (
                <FormControlLabel
                  key={choiceId}
                  label={choiceText(choice)}
                  disabled={readOnly && !checked}
                  control={
                    <Checkbox
                      checked={checked}
                      onChange={(event) => {
                        if (readOnly) return;
                        set(event.target.checked ? [...selected, choiceId] : selected.filter((item) => item !== choiceId));
                      }}
                    />
                  }
                />
              );
            })}
          </FormGroup>
        </Fieldset>
      );
      break;
    }
    case 'FILE':
      field = (
        <Fieldset legendId={id} label={question.labelText} required={required && !readOnly} error={error} help={instruction}>
          <MultiFileDropZone
            labelledBy={id}
            extensions={files.extensions}
            typeLabel={files.typeLabel}
            maxBytes={files.maxBytes}
            maxFiles={files.maxFiles}
            files={filesOf(value)}
            upload={(file) => files.upload(file, dataPointId)}
            onChange={(next) => {
              set(next);
              blur();
            }}
            readOnly={readOnly}
            invalid={Boolean(error)}
            downloadHref={files.downloadHref}
          />
        </Fieldset>
      );
      break;
    case 'SIGNATURE':
      field = (
        <SignatureField
          id={id}
          label={question.labelText}
          value={value}
          required={required}
          readOnly={readOnly}
          error={error}
          instruction={instruction}
          onChange={set}
          onBlur={blur}
        />
      );
      break;
    case 'ADDRESS':
      field = (
        <Fieldset legendId={id} label={question.labelText} required={required && !readOnly} error={error} help={instruction}>
          <AddressFields
            value={value}
            required={required}
            readOnly={readOnly}
            partError={(part) => (readOnly ? undefined : form.partErrorOf(dataPointId, part))}
            onChange={set}
            onBlur={blur}
          />
        </Fieldset>
      );
      break;
  }
  return (
    <Box data-question={dataPointId}>
      {note}
      {field}
    </Box>
  );
}
