import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import { onboardingDeleted, type OnboardingRow } from '@app/shared/onboarding/onboarding';
import { useCurrentUser } from '../../../api/get-current-user';
import { BlockSkeleton } from '../../../components/loading-skeletons';
import { PageHeader } from '../../../components/page-header';
import { useNotify } from '../../../components/notifications/notification-context';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { useOnboardingFacilities, useOnboardingStats, useOnboardingWorkflows, useOpenItemOptions } from '../api/onboarding-queries';
import { AgingChart } from '../components/aging-chart';
import { DeleteOnboardingDialog } from '../components/delete-onboarding-dialog';
import { NewVendorDialog } from '../components/new-vendor-dialog';
import { OnboardingFilters } from '../components/onboarding-filters';
import { OnboardingRates } from '../components/onboarding-rates';
import { OnboardingTable } from '../components/onboarding-table';
import { isFiltered, readListState, toQuery, writeListState, type OnboardingListState } from '../utils/onboarding-list-params';

function RetryAlert({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {LOAD_FAILED_MESSAGE}
    </Alert>
  );
}

/**
 * /client/manage/onboard (spec 002 §2): the aging chart, Average Days to Onboard with the Enrolled and
 * Completed rings, and the table of vendors onboarding (filters, sort and page in the address so Back
 * returns to them), with Onboard New Vendor and Delete.
 */
export default function OnboardingPage({ title = 'Onboarding' }: { title?: string }) {
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const stats = useOnboardingStats();
  const workflows = useOnboardingWorkflows(toQuery(state));
  const facilities = useOnboardingFacilities();
  const openItems = useOpenItemOptions();
  const clientId = useCurrentUser()?.clientId ?? null;
  const navigate = useNavigate();
  const { notify } = useNotify();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<OnboardingRow | null>(null);
  const change = (next: Partial<OnboardingListState>) => setParams(writeListState({ ...state, ...next }));

  return (
    <>
      <PageHeader
        title={title}
        subtitle="Invite new vendors, follow each one through signup, review and export."
        actions={
          clientId !== null && (
            <Button variant="contained" startIcon={<Add aria-hidden />} onClick={() => setAdding(true)} sx={{ flexShrink: 0 }}>
              Onboard New Vendor
            </Button>
          )
        }
      />
      {stats.isError && <RetryAlert onRetry={() => void stats.refetch()} />}
      {stats.isPending ? (
        <BlockSkeleton label="Loading onboarding figures" variant="rounded" height={300} sx={{ mb: 3 }} />
      ) : (
        stats.data && (
          <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
            <AgingChart stats={stats.data.agingStats} />
            <OnboardingRates stats={stats.data} />
          </Box>
        )
      )}
      <OnboardingFilters
        state={state}
        facilities={facilities.data ?? []}
        openItems={openItems.data ?? []}
        onChange={change}
        onReset={() => setParams({})}
      />
      {workflows.isError && <RetryAlert onRetry={() => void workflows.refetch()} />}
      {workflows.isPending ? (
        <BlockSkeleton label="Loading vendors onboarding" variant="rounded" height={420} />
      ) : (
        workflows.data && (
          <OnboardingTable
            rows={workflows.data.content}
            total={workflows.data.total}
            loading={workflows.isFetching}
            state={state}
            filtered={isFiltered(state)}
            onChange={change}
            onDelete={setDeleting}
          />
        )
      )}
      {adding && clientId !== null && (
        <NewVendorDialog
          clientId={clientId}
          onClose={() => setAdding(false)}
          onStarted={(result, name) => {
            setAdding(false);
            notify({ text: `${name} was invited to sign up with the code ${result.signupCode}.`, mode: 'success' });
            void navigate(`/client/manage/onboard/${result.covgId}`);
          }}
        />
      )}
      {deleting && (
        <DeleteOnboardingDialog
          covgId={deleting.covgId}
          name={deleting.preferredName}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            notify({ text: onboardingDeleted(deleting.preferredName), mode: 'success' });
            setDeleting(null);
          }}
        />
      )}
    </>
  );
}
