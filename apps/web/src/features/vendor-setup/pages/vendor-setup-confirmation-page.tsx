import { Link as RouterLink, useLocation, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PageHeader } from '../../../components/page-header';
import type { VendorSetupConfirmationState } from '../components/vendor-setup-form';

/** What was sent, when the form passed it on (a reloaded confirmation has no state). */
function confirmationText(state: Partial<VendorSetupConfirmationState> | null): string {
  if (state?.businessName && state.clientName) {
    return `${state.businessName} has been set up for ${state.clientName}. We have e-mailed the vendor an invitation to enroll.`;
  }
  return 'The vendor has been set up. We have e-mailed the vendor an invitation to enroll.';
}

/** /vendor-setup-confirmation/:clientTag (public, no navigation bar): the request went through. */
export default function VendorSetupConfirmationPage({ title = 'Vendor Set-Up' }: { title?: string }) {
  const tag = useParams().clientTag ?? '';
  const state = useLocation().state as Partial<VendorSetupConfirmationState> | null;
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', py: 2 }}>
      <PageHeader title={title} />
      <Alert severity="success" sx={{ mb: 3 }}>
        <AlertTitle>Thank you!</AlertTitle>
        {confirmationText(state)}
      </Alert>
      <Button component={RouterLink} to={`/vendor-setup/${encodeURIComponent(tag)}`} variant="contained" size="large">
        Set-Up New Vendor
      </Button>
    </Box>
  );
}
