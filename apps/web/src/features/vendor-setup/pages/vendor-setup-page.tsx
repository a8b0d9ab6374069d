import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { isApiError } from '../../../api/api-error';
import { FormSkeleton } from '../../../components/loading-skeletons';
import { PageHeader } from '../../../components/page-header';
import { useNotify } from '../../../components/notifications/notification-context';
import { useSetupClient } from '../api/get-setup-client';
import { VendorSetupForm } from '../components/vendor-setup-form';
import { SETUP_LOOKUP_FAILED } from '../utils/vendor-setup-form-values';

/**
 * /vendor-setup/:clientTag (public, no navigation bar; spec 001 §2): the client is loaded by its tag
 * first; an unknown tag (404) goes to /error-notfound, otherwise the two-step set-up form is shown.
 */
export default function VendorSetupPage({ title = 'Vendor Set-Up' }: { title?: string }) {
  const tag = useParams().clientTag ?? '';
  const client = useSetupClient(tag);
  const { notify } = useNotify();
  const notFound = client.isError && isApiError(client.error) && client.error.status === 404;
  const failed = client.isError && !notFound;

  useEffect(() => {
    if (failed) notify({ text: SETUP_LOOKUP_FAILED.client, mode: 'error' });
  }, [failed, notify]);

  if (notFound) return <Navigate to="/error-notfound" replace />;
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', py: 2 }}>
      <PageHeader title={title} subtitle={client.data ? `Set up a new vendor for ${client.data.name}.` : undefined} />
      {client.isPending && (
        <Card>
          <CardContent>
            <FormSkeleton label="Loading the set-up form" fields={8} />
          </CardContent>
        </Card>
      )}
      {failed && <Alert severity="error">{SETUP_LOOKUP_FAILED.client}</Alert>}
      {client.isSuccess && (
        <Card>
          <CardContent>
            <VendorSetupForm tag={tag} />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
