import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { STEP_ERROR, type WorkflowItem } from '@app/shared/onboarding/onboarding';
import { isItemDone } from '@app/shared/onboarding/onboarding-rules';
import { errorMessage, isApiError } from '../../../api/api-error';
import { BlockSkeleton } from '../../../components/loading-skeletons';
import { useNotify } from '../../../components/notifications/notification-context';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { useApproveReview } from '../api/onboarding-mutations';
import { useVendorReview } from '../api/onboarding-queries';
import { RequestRevisionDialog, type ReviewTarget } from './request-revision-dialog';
import { VendorReviewSections } from './vendor-review-sections';

/**
 * The vendor review step (PRODUCT-NOTES §5 "Review & Approve Vendor"): everything the vendor submitted,
 * Request Revision per part with a note (the vendor's to-dos show it), and Approve, which completes the
 * step once no revision is waiting for the vendor.
 */
export function VendorReviewStep({ item, onDone }: { item: WorkflowItem; onDone: () => void }) {
  const review = useVendorReview(item.id, true);
  const approve = useApproveReview(item.id);
  const { notify } = useNotify();
  const [revising, setRevising] = useState<ReviewTarget | null>(null);
  // Approving completes the step for good, so it is asked for twice (issue 33: no one-click approval).
  const [confirming, setConfirming] = useState(false);

  if (review.isPending) return <BlockSkeleton label="Loading what the vendor submitted" variant="rounded" height={320} />;
  if (review.isError) {
    // 422: the vendor has not finished signing up, so there is nothing to review yet.
    const refused = isApiError(review.error) && review.error.status === 422;
    return <Alert severity={refused ? 'info' : 'error'}>{refused ? review.error.message : LOAD_FAILED_MESSAGE}</Alert>;
  }
  const { vendor, openRevisions } = review.data;
  const done = isItemDone(review.data.item.status);
  const approveVendor = () =>
    approve.mutate(undefined, {
      onSuccess: () => {
        notify({ text: `${vendor.preferredName} was approved. This review step is complete.`, mode: 'success' });
        onDone();
      },
      onError: (error) => notify({ text: errorMessage(error, STEP_ERROR), mode: 'error' }),
      onSettled: () => setConfirming(false),
    });
  return (
    <>
      <Paper variant="outlined" component="section" aria-labelledby="review-heading" sx={{ p: 2, mb: 2 }}>
        <Typography id="review-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
          Review &amp; Approve Vendor
        </Typography>
        {done ? (
          <Alert severity="success">
            Approved{review.data.item.completer ? ` by ${review.data.item.completer}` : ''}. This step is complete.
          </Alert>
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>
              Check what {vendor.preferredName} submitted. Request a revision of any part that needs a change, or approve the vendor.
            </Typography>
            {openRevisions > 0 && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {openRevisions === 1 ? '1 revision is' : `${openRevisions} revisions are`} waiting for the vendor. You can approve once the
                vendor has made them.
              </Alert>
            )}
            {confirming ? (
              <Alert
                severity="info"
                action={
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <Button color="inherit" onClick={() => setConfirming(false)} disabled={approve.isPending}>
                      Cancel
                    </Button>
                    <Button variant="contained" onClick={approveVendor} loading={approve.isPending}>
                      Yes, Approve
                    </Button>
                  </Box>
                }
              >
                Approve {vendor.preferredName}? This completes the review step and cannot be undone.
              </Alert>
            ) : (
              <Button variant="contained" disabled={openRevisions > 0} onClick={() => setConfirming(true)}>
                Approve
              </Button>
            )}
          </>
        )}
      </Paper>
      <VendorReviewSections vendor={vendor} open={!done} onRequestRevision={setRevising} />
      {revising && (
        <RequestRevisionDialog
          itemId={item.id}
          target={revising}
          onClose={() => setRevising(null)}
          onDone={() => {
            notify({
              text: `Revision requested: ${vendor.preferredName} has been asked to revise the ${revising.label}.`,
              mode: 'success',
            });
            setRevising(null);
          }}
        />
      )}
    </>
  );
}
