import { useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { isApiError } from '../../../api/api-error';
import { DetailPageSkeleton } from '../../../components/loading-skeletons';
import { PageHeader } from '../../../components/page-header';
import { useOwner } from '../api/get-owner';
import { useOwnerRequirements } from '../api/get-owner-requirements';
import { BackToOwnersLink } from '../components/back-to-owners-link';
import { OwnerDetailForm } from '../components/owner-detail-form';
import { useConfirmDeleteOwner } from '../components/use-confirm-delete-owner';
import { ownerName } from '../utils/owner-form-values';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { ExclusionListsSection } from '../../../widgets/exclusion-matches/exclusion-lists-section';
import { ownerKeys } from '../api/owner-query-keys';

const BACK_TO_OWNERS = { pathname: '/account', hash: 'owners' };

function OwnerDetail({
  ownerId,
  title,
  clientId,
  linkedMatch,
}: {
  ownerId: number;
  title: string;
  clientId?: number;
  linkedMatch: number | null;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const owner = useOwner(ownerId);
  const requirements = useOwnerRequirements(clientId);
  const confirmDelete = useConfirmDeleteOwner(() => void navigate(BACK_TO_OWNERS));

  if (owner.isPending || requirements.isPending) return <DetailPageSkeleton label="Loading owner" title={title} layout="record" />;
  if (owner.isError || requirements.isError) {
    const notFound = isApiError(owner.error) && owner.error.status === 404;
    return (
      <>
        <PageHeader title={title} />
        <Alert severity="error">
          {notFound ? 'This owner is not on your owners list. They may have been removed.' : LOAD_FAILED_MESSAGE}
        </Alert>
      </>
    );
  }
  const name = ownerName(owner.data);
  return (
    <>
      <PageHeader
        title={`Owner: ${name}`}
        actions={
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlined aria-hidden />}
            onClick={() => confirmDelete({ ownerId, name })}
          >
            Delete
          </Button>
        }
      />
      <Card>
        <CardContent>
          {/* Its rules depend on the stored kind and tax id, so a save that changes them starts a new form. */}
          <OwnerDetailForm
            key={`${owner.data.thisIsABusiness}-${owner.data.taxIdLastFour ?? ''}`}
            owner={owner.data}
            requirements={requirements.data}
            clientId={clientId}
          />
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="owner-exclusion-lists" sx={{ mt: 3 }}>
        <CardContent>
          <Typography id="owner-exclusion-lists" variant="h2" component="h2" gutterBottom>
            Exclusion Lists
          </Typography>
          <ExclusionListsSection
            subjectPath={`/owners/${ownerId}`}
            openAlertId={linkedMatch}
            onAnswered={() => void queryClient.invalidateQueries({ queryKey: ownerKeys.all })}
          />
        </CardContent>
      </Card>
    </>
  );
}

/**
 * /owners/:ownerId/detail (spec 001 §2 Owner detail/edit): the owner in view mode with Edit, Delete and
 * a way back to the account page's owners, and the owner's exclusion matches to answer (?match={alertId} opens
 * one). An optional ?clientId applies that client's owner rules.
 */
export default function OwnerDetailPage({ title = 'Owner Detail' }: { title?: string }) {
  const { ownerId } = useParams();
  const [search] = useSearchParams();
  const id = Number(ownerId);
  const clientId = Number(search.get('clientId')) || undefined;
  return (
    <>
      <BackToOwnersLink />
      {Number.isInteger(id) && id > 0 ? (
        <OwnerDetail key={id} ownerId={id} title={title} clientId={clientId} linkedMatch={Number(search.get('match')) || null} />
      ) : (
        <>
          <PageHeader title={title} />
          <Alert severity="error">This owner is not on your owners list.</Alert>
        </>
      )}
    </>
  );
}
