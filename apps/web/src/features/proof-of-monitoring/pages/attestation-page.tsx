import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { isApiError } from '../../../api/api-error';
import { FormSkeleton } from '../../../components/loading-skeletons';
import { PageHeader } from '../../../components/page-header';
import { TODO_NOT_FOUND_MESSAGE } from '../../../lib/messages';
import { useAttestation } from '../api/get-attestation';
import { AttestationForm } from '../components/attestation-form';
import { attestationMode } from '../utils/attestation-form-values';

/** Back returns to the page that opened this one; opened directly, it goes to the dashboard. */
function BackButton() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const back = () => void (key === 'default' ? navigate('/dashboard') : navigate(-1));
  return (
    <Button startIcon={<ArrowBack aria-hidden />} onClick={back} sx={{ mb: 1.5, px: 0.5 }}>
      Back
    </Button>
  );
}

function AttestationContent({ customerId, checklistItemId }: { customerId: number; checklistItemId: number }) {
  const navigate = useNavigate();
  const attestation = useAttestation(customerId, checklistItemId);
  const mode = attestation.data ? attestationMode(attestation.data) : undefined;

  // A to-do completed without a file was completed by the subscription: the employees page shows it.
  useEffect(() => {
    if (mode === 'to-employees') void navigate('/employees', { replace: true });
  }, [mode, navigate]);

  if (attestation.isPending || mode === 'to-employees') {
    return <FormSkeleton label="Loading the proof of monitoring" intro fields={3} columns={1} />;
  }
  if (attestation.isError) {
    const notFound = isApiError(attestation.error) && attestation.error.status === 404;
    return <Alert severity="error">{notFound ? TODO_NOT_FOUND_MESSAGE : 'Error loading the proof of monitoring, please try again.'}</Alert>;
  }
  return <AttestationForm customerId={customerId} attestation={attestation.data} readOnly={mode === 'read-only'} />;
}

/**
 * /proof-of-monitoring-submission/customers/:customerId/checklist/:checklistItemId (spec 001 §2, §4, §5):
 * the third-party attestation of a proof-of-monitoring to-do.
 */
export default function AttestationPage({ title = 'Third-Party Attestation' }: { title?: string }) {
  const params = useParams();
  const customerId = Number(params.customerId);
  const checklistItemId = Number(params.checklistItemId);
  const valid = Number.isInteger(customerId) && customerId > 0 && Number.isInteger(checklistItemId) && checklistItemId > 0;
  return (
    <>
      <BackButton />
      <PageHeader title={title} subtitle="Tell us how your employees are monitored and upload the proof from your monitoring service." />
      {valid ? (
        <AttestationContent key={`${customerId}/${checklistItemId}`} customerId={customerId} checklistItemId={checklistItemId} />
      ) : (
        <Alert severity="error">{TODO_NOT_FOUND_MESSAGE}</Alert>
      )}
    </>
  );
}
