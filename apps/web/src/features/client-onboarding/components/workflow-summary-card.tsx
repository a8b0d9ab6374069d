import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { WorkflowSummary } from '@app/shared/onboarding/onboarding';
import { formatDisplayDate } from '../../../components/format-display-date';
import { Details } from './details-list';
import { OnboardingStatusDot } from './item-status';

/** The vendor summary of the workflow page (spec 002 §3 workflow summary), as a description list. */
export function WorkflowSummaryCard({ summary }: { summary: WorkflowSummary }) {
  const entries: Array<[string, ReactNode]> = [
    ['Status', <OnboardingStatusDot key="status" status={summary.status} />],
    ['Vendor Email', summary.vendorEmail ?? 'None'],
    ['Signup Code', summary.signupCode ?? 'None'],
    ['Signup', summary.signupComplete ? 'Complete' : 'Not complete'],
    ['Vendor Numbers', summary.vendorNumbers.length ? summary.vendorNumbers.join(', ') : 'None yet'],
    ['Facility', summary.facility],
    ['Created By', summary.creatorName],
    ['Created', formatDisplayDate(summary.creationDate.slice(0, 10))],
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="workflow-summary-heading" sx={{ p: 2, mb: 3 }}>
      <Typography id="workflow-summary-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        Vendor summary
      </Typography>
      <Details entries={entries} />
    </Paper>
  );
}
