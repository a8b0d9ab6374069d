import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { RevisionNote } from '../../../api/get-revision-notes';
import { w9RevisionText } from '../utils/w9-texts';

/** The customers' open W-9 revision requests, as orange (warning) alerts (spec 001 §2 W-9). */
export function W9RevisionAlerts({ notes }: { notes: readonly RevisionNote[] }) {
  if (!notes.length) return null;
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      {notes.map((note) => (
        <Alert key={note.id} severity="warning">
          {w9RevisionText(note.clientName, note.note)}
        </Alert>
      ))}
    </Stack>
  );
}
