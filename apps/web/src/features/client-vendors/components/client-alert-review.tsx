import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CLIENT_ALERT_PROGRESS, type ClientAlertProgress, type ClientAlertReviewEntry } from '@app/shared/client/reviews';
import { useNotify } from '../../../components/notifications/notification-context';
import { formatLocalDateTime } from '../../../components/format-display-date';
import { SAVE_FAILED_MESSAGE } from '../../../lib/messages';
import { useReviewAlert } from '../api/review-alert';

const PROGRESS = Object.keys(CLIENT_ALERT_PROGRESS) as ClientAlertProgress[];

/**
 * The client's own follow-up of an alert (Needs Review, In Progress, Resolved, with a note): its trail and
 * a form to move it on. Labelled as the client's, since the platform's decision above is not changed by it.
 */
export function ClientAlertReview({ covgId, alertId, trail }: { covgId: number; alertId: number; trail: ClientAlertReviewEntry[] }) {
  const current = trail[0]?.progress ?? 'NEEDS_REVIEW';
  const [progress, setProgress] = useState<ClientAlertProgress>(current);
  const [note, setNote] = useState('');
  const review = useReviewAlert();
  const { notify } = useNotify();
  const save = () =>
    review.mutate(
      { covgId, alertId, body: { progress, note: note.trim() || undefined } },
      {
        onSuccess: () => {
          setNote('');
          notify({ text: `Your review is saved: ${CLIENT_ALERT_PROGRESS[progress]}.`, mode: 'success' });
        },
        onError: () => notify({ text: SAVE_FAILED_MESSAGE, mode: 'error' }),
      },
    );
  return (
    <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle2" component="h4">
        Your review: {CLIENT_ALERT_PROGRESS[current]}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        For your own follow-up; it does not change VendorProof&apos;s decision.
      </Typography>
      {trail.length > 0 && (
        <Box component="ul" sx={{ m: 0, mb: 1, pl: 3 }}>
          {trail.map((entry, i) => (
            <li key={i}>
              <Typography variant="body2">
                {formatLocalDateTime(entry.at)}: {CLIENT_ALERT_PROGRESS[entry.progress]} by {entry.by}
                {entry.note ? ` (${entry.note})` : ''}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label="Progress"
          value={progress}
          onChange={(e) => setProgress(e.target.value as ClientAlertProgress)}
          sx={{ minWidth: 160 }}
        >
          {PROGRESS.map((value) => (
            <MenuItem key={value} value={value}>
              {CLIENT_ALERT_PROGRESS[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Note (optional)"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
          sx={{ flex: '1 1 220px' }}
        />
        <Button variant="outlined" onClick={save} loading={review.isPending}>
          Save review
        </Button>
      </Box>
    </Box>
  );
}
