import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DisclosureQuestion, type DisclosureFileOptions } from './disclosure-question';
import type { DisclosureFormControl } from './use-disclosure-form';

/** The orange box of the customer's requested changes (spec 000 §2). */
export function RevisionsRequested({ revisions }: { revisions: readonly string[] }) {
  if (revisions.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>Requested changes</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {revisions.map((revision) => (
          <li key={revision}>{revision}</li>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * A disclosure form: its groups, each with its visible questions (as the rule evaluation decides),
 * editable or read-only.
 */
export function DisclosureForm({
  form,
  readOnly,
  files,
}: {
  form: DisclosureFormControl;
  readOnly: boolean;
  files: DisclosureFileOptions;
}) {
  return (
    <Stack spacing={4}>
      {form.definition.questionGroups.map((group) => {
        const visible = group.questions.filter((question) => form.evaluation.questions[question.dataPointId]?.visible ?? true);
        if (visible.length === 0) return null;
        return (
          <Box component="section" key={String(group.id)} aria-label={group.name ?? undefined}>
            {group.name && (
              <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
                {group.name}
              </Typography>
            )}
            <Stack spacing={2.5}>
              {visible.map((question) => (
                <DisclosureQuestion key={question.dataPointId} question={question} form={form} readOnly={readOnly} files={files} />
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
