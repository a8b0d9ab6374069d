import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReviewDecision } from '@app/shared/client/vendor-detail';
import { formatLocalDateTime } from '../../../components/format-display-date';
import { useNotify } from '../../../components/notifications/notification-context';
import { errorMessage } from '../../../api/api-error';
import { useReviewItem } from '../api/review-item';
import type { RevisionTarget } from './revision-dialog';

type Note = { id: number; note: string; completed: boolean; createdAt: string };

/** Open revision notes, the client's decisions, and (when something is submitted) Accept and Request revision. */
export function ReviewPanel({
  covgId,
  target,
  reviewable,
  notes,
  reviews,
  onRequestRevision,
}: {
  covgId: number;
  target: RevisionTarget;
  reviewable: boolean;
  notes: Note[];
  reviews: ReviewDecision[];
  onRequestRevision: (target: RevisionTarget) => void;
}) {
  const review = useReviewItem();
  const { notify } = useNotify();
  const open = notes.filter((n) => !n.completed);
  const accept = () =>
    review.mutate(
      { covgId, kind: 'accept', body: { type: target.type, checklistItemId: target.checklistItemId } },
      {
        onSuccess: () => notify({ text: `Accepted the ${target.label}.`, mode: 'success' }),
        onError: (error) => notify({ text: errorMessage(error, 'The decision could not be saved. Please try again.'), mode: 'error' }),
      },
    );
  return (
    <Box sx={{ mt: 1 }}>
      {open.length > 0 && (
        <Box sx={{ mb: 1 }}>
          <Typography variant="subtitle2" component="p">
            Waiting for the vendor to revise:
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {open.map((n) => (
              <li key={n.id}>
                <Typography variant="body2">{n.note}</Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {reviews.length > 0 && (
        <Box sx={{ mb: 1 }}>
          <Typography variant="subtitle2" component="p">
            Review history
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {reviews.map((r, i) => (
              <li key={i}>
                <Typography variant="body2">
                  {formatLocalDateTime(r.reviewedAt)} · {r.decision === 'ACCEPTED' ? 'Accepted' : 'Revision requested'} by {r.reviewerName}
                  {r.note ? `: ${r.note}` : ''}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {reviewable && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={() => onRequestRevision(target)}>
            Request revision
          </Button>
          <Button onClick={accept} loading={review.isPending}>
            Accept
          </Button>
        </Box>
      )}
    </Box>
  );
}
