import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { STEP_UNKNOWN } from '@app/shared/onboarding/onboarding';
import { isApiError } from '../../../api/api-error';
import { PageHeader } from '../../../components/page-header';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { useWorkflowItem } from '../api/onboarding-queries';
import { ItemStatusDot } from '../components/item-status';
import { MonitorStatusStep } from '../components/monitor-status-step';
import { VendorReviewStep } from '../components/vendor-review-step';

/**
 * /client/manage/onboard/:covgId/step/:itemId (spec 002 §2): resolves one workflow item: the monitor
 * status step, the vendor review step, or the error UI for an item this page cannot complete.
 */
export default function WorkflowStepPage({ title = 'Onboarding Step' }: { title?: string }) {
  const params = useParams();
  const covgId = Number(params.covgId);
  const itemId = Number(params.itemId);
  const item = useWorkflowItem(itemId);
  const navigate = useNavigate();
  const workflowPath = `/client/manage/onboard/${covgId}`;
  const back = (
    <Button component={RouterLink} to={workflowPath} startIcon={<ArrowBack aria-hidden />} sx={{ mb: 1 }}>
      Back to the workflow
    </Button>
  );
  if (item.isPending) {
    return (
      <>
        {back}
        <Box role="progressbar" aria-busy="true" aria-label="Loading the step">
          <Skeleton variant="text" width="40%" height={48} />
          <Skeleton variant="rounded" height={260} sx={{ mt: 2 }} />
        </Box>
      </>
    );
  }
  const missing = (item.isError && isApiError(item.error) && item.error.status === 404) || (item.data && item.data.covgId !== covgId);
  if (item.isError || missing || !item.data) {
    return (
      <>
        {back}
        <PageHeader title={missing ? 'Step not found' : title} />
        <Alert severity={missing ? 'warning' : 'error'}>
          {missing ? 'This step is not part of this workflow, or the onboarding was deleted.' : LOAD_FAILED_MESSAGE}
        </Alert>
      </>
    );
  }
  const step = item.data;
  const done = () => void navigate(workflowPath);
  return (
    <>
      {back}
      <PageHeader title={step.name} subtitle={<ItemStatusDot status={step.status} />} />
      {step.itemType === 'MonitorStatusWorkflowItemBehavior' ? (
        <MonitorStatusStep item={step} onDone={done} />
      ) : step.itemType === 'VendorReviewWorkflowItemBehavior' ? (
        <VendorReviewStep item={step} onDone={done} />
      ) : (
        <Alert severity="error">{STEP_UNKNOWN}</Alert>
      )}
    </>
  );
}
