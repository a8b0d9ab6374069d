import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { RevisionNote } from '../../../api/get-revision-notes';
import { revisionNoteText } from '../utils/revision-note-targets';

/** A customer's open revision requests about one part of the profile, as warnings next to it. */
export function RevisionNoteAlerts({ notes }: { notes: readonly RevisionNote[] | undefined }) {
  if (!notes?.length) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {notes.map((note) => (
        <Alert key={note.id} severity="warning">
          {revisionNoteText(note)}
        </Alert>
      ))}
    </Stack>
  );
}
