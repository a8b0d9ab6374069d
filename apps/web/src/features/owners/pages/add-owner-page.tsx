import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { FormSkeleton } from '../../../components/loading-skeletons';
import { PageHeader } from '../../../components/page-header';
import { useOwnerRequirements } from '../api/get-owner-requirements';
import { BackToOwnersLink } from '../components/back-to-owners-link';
import { OwnerForm } from '../components/owner-form';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';

const BACK_TO_OWNERS = { pathname: '/account', hash: 'owners' };

/**
 * /owners/add (spec 001 §2 addOwner): the add-owner form as a page; saving or going back returns to the
 * account page's owners. An optional ?clientId applies that client's owner rules.
 */
export default function AddOwnerPage({ title = 'Add Owner' }: { title?: string }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const clientId = Number(search.get('clientId')) || undefined;
  const requirements = useOwnerRequirements(clientId);
  const back = () => void navigate(BACK_TO_OWNERS);
  return (
    <>
      <BackToOwnersLink />
      <PageHeader title={title} />
      {requirements.isPending ? (
        <Card>
          <CardContent>
            <FormSkeleton label="Loading owner rules" fields={8} />
          </CardContent>
        </Card>
      ) : requirements.isError ? (
        <Alert severity="error">{LOAD_FAILED_MESSAGE}</Alert>
      ) : (
        <Card>
          <CardContent>
            <OwnerForm requirements={requirements.data} clientId={clientId} onSaved={back} onCancel={back} heading="h2" />
          </CardContent>
        </Card>
      )}
    </>
  );
}
