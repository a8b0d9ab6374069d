import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { EXPORT_FAILED, EXPORT_SCHEDULED, INVITE_SENT, type WorkflowItem } from '@app/shared/onboarding/onboarding';
import { errorMessage, isApiError } from '../../../api/api-error';
import { BlockSkeleton } from '../../../components/loading-skeletons';
import { PageHeader } from '../../../components/page-header';
import { useNotify } from '../../../components/notifications/notification-context';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { useAssignStep, useExportVendor } from '../api/onboarding-mutations';
import { useWorkflowItems, useWorkflowSummary } from '../api/onboarding-queries';
import { AssignStepDialog } from '../components/assign-step-dialog';
import { ResendInviteDialog } from '../components/resend-invite-dialog';
import { WorkflowItemsTable } from '../components/workflow-items-table';
import { WorkflowSummaryCard } from '../components/workflow-summary-card';
import { DetailPageSkeleton } from '../../../components/loading-skeletons';

const ASSIGN_FAILED = 'The assignment could not be saved. Please try again.';

/** Back to the list; the browser's Back keeps the list's filters and page, this link opens it fresh. */
function BackToOnboarding() {
  return (
    <Button component={RouterLink} to="/client/manage/onboard" startIcon={<ArrowBack aria-hidden />} sx={{ mb: 1 }}>
      All vendors onboarding
    </Button>
  );
}

/**
 * /client/manage/onboard/:covgId (spec 002 §2): the vendor summary, Resend Invite Email while signup is
 * incomplete, Export when the vendor is exportable, and the workflow's items.
 */
export default function WorkflowPage({ title = 'Onboarding Workflow' }: { title?: string }) {
  const covgId = Number(useParams().covgId);
  const summary = useWorkflowSummary(covgId);
  const items = useWorkflowItems(covgId);
  const exporter = useExportVendor(covgId);
  const assign = useAssignStep();
  const { notify } = useNotify();
  const [inviting, setInviting] = useState(false);
  const [assigning, setAssigning] = useState<WorkflowItem | null>(null);

  if (summary.isPending) {
    return (
      <>
        <BackToOnboarding />
        <DetailPageSkeleton label="Loading the workflow" title={title} subtitle layout="record" />
      </>
    );
  }
  if (summary.isError) {
    const missing = isApiError(summary.error) && summary.error.status === 404;
    return (
      <>
        <BackToOnboarding />
        <PageHeader title={missing ? 'Workflow not found' : title} />
        <Alert severity={missing ? 'warning' : 'error'}>
          {missing ? 'This vendor is not onboarding with you, or its onboarding was deleted.' : LOAD_FAILED_MESSAGE}
        </Alert>
      </>
    );
  }
  const data = summary.data;
  const exportVendor = () =>
    exporter.mutate(undefined, {
      onSuccess: (scheduled) => notify({ text: scheduled ? EXPORT_SCHEDULED : EXPORT_FAILED, mode: scheduled ? 'success' : 'error' }),
      onError: () => notify({ text: EXPORT_FAILED, mode: 'error' }),
    });
  return (
    <>
      <BackToOnboarding />
      <PageHeader
        title={data.name}
        subtitle={title}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
            {!data.signupComplete && (
              <Button variant="outlined" onClick={() => setInviting(true)}>
                Resend Invite Email
              </Button>
            )}
            {data.exportable && (
              <Button variant="contained" onClick={exportVendor} loading={exporter.isPending}>
                Export
              </Button>
            )}
          </Box>
        }
      />
      <WorkflowSummaryCard summary={data} />
      <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        Workflow
      </Typography>
      {items.isError && <Alert severity="error">{LOAD_FAILED_MESSAGE}</Alert>}
      {items.isPending && <BlockSkeleton label="Loading the workflow's steps" variant="rounded" height={220} />}
      {items.data && <WorkflowItemsTable covgId={covgId} items={items.data} onAssign={setAssigning} />}
      {assigning && (
        <AssignStepDialog
          item={assigning}
          onClose={() => setAssigning(null)}
          onSave={(assignees) => {
            const item = assigning;
            setAssigning(null);
            assign.mutate(
              { item, assignees },
              {
                onSuccess: () => notify({ text: `${item.name} was assigned.`, mode: 'success' }),
                onError: (error) => notify({ text: errorMessage(error, ASSIGN_FAILED), mode: 'error' }),
              },
            );
          }}
        />
      )}
      {inviting && (
        <ResendInviteDialog
          covgId={covgId}
          email={data.vendorEmail ?? ''}
          onClose={() => setInviting(false)}
          onSent={() => {
            setInviting(false);
            notify({ text: INVITE_SENT, mode: 'success' });
          }}
        />
      )}
    </>
  );
}
