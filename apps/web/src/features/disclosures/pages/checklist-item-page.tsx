import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ChecklistItemDetail } from '@app/shared/checklists/checklist-item';
import { isApiError } from '../../../api/api-error';
import { DetailPageSkeleton } from '../../../components/loading-skeletons';
import { todoPath } from '../../../lib/links';
import { TODO_NOT_FOUND_MESSAGE } from '../../../lib/messages';
import { PageHeader } from '../../../components/page-header';
import { StatusDot } from '../../../components/status-dot';
import { useChecklistItem } from '../api/get-checklist-item';
import { BackButton, useBackTarget } from '../components/back-button';
import { DocumentTodo } from '../components/document-todo';
import { EvdChecklistForm } from '../components/evd-checklist-form';

const STATUS_COLOR = { NOT_STARTED: 'error', INCOMPLETE: 'error', REVISION_NEEDED: 'warning', COMPLETE: 'success' } as const;

/** Renders a checklist item by its type (spec 001 §2). */
function ItemBody({ item, back }: { item: ChecklistItemDetail; back: () => void }) {
  switch (item.type) {
    case 'EVD':
      return <EvdChecklistForm item={item} onCancel={back} />;
    case 'MONTHLY_POM':
      return (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={todoPath(item)}>
              Provide Proof
            </Button>
          }
        >
          {item.clientName} asks for proof that your employees are monitored: subscribe to employee monitoring here, or upload an
          attestation from your monitoring service. This to-do stays open until your proof is on file.
        </Alert>
      );
    case 'OTHER':
      return <DocumentTodo item={item} />;
    default:
      return (
        <Card>
          <CardContent>
            <Typography>
              {item.name} is a to-do from {item.clientName}. Contact {item.clientName} to learn what they need; its status updates once{' '}
              {item.clientName} has it.
            </Typography>
          </CardContent>
        </Card>
      );
  }
}

function ChecklistItem({ customerId, itemId, title }: { customerId: number; itemId: number; title: string }) {
  const navigate = useNavigate();
  const item = useChecklistItem(customerId, itemId);
  const target = useBackTarget({ backTo: `/customers/${customerId}/detail/todos`, backLabel: item.data?.clientName ?? 'Customer' });
  const back = () => void navigate(target.backTo);
  if (item.isPending) {
    return (
      <>
        <BackButton target={target} />
        <DetailPageSkeleton label="Loading to-do" title={title} layout="form" subtitle />
      </>
    );
  }
  if (item.isError) {
    const notFound = isApiError(item.error) && item.error.status === 404;
    return (
      <>
        <BackButton target={target} />
        <PageHeader title={title} />
        <Alert severity="error">{notFound ? TODO_NOT_FOUND_MESSAGE : 'Error loading the to-do, please try again.'}</Alert>
      </>
    );
  }
  const data = item.data;
  return (
    <>
      <BackButton target={target} />
      <PageHeader
        title={data.name}
        subtitle={
          <>
            For {data.clientName} · <StatusDot color={STATUS_COLOR[data.completionStatus.name]} label={data.completionStatus.desc} />
          </>
        }
      />
      <ItemBody key={`${data.id}-${data.completionStatus.name}`} item={data} back={back} />
    </>
  );
}

/** /customers/:customerId/checklist/:itemId: one to-do, its form by type and its buttons (spec 001 §2, §4). */
export default function ChecklistItemPage({ title = 'Checklist Item' }: { title?: string }) {
  const params = useParams();
  const customerId = Number(params.customerId);
  const itemId = Number(params.itemId);
  if (!Number.isInteger(customerId) || !Number.isInteger(itemId) || customerId <= 0 || itemId <= 0) {
    return (
      <>
        <PageHeader title={title} />
        <Alert severity="error">{TODO_NOT_FOUND_MESSAGE}</Alert>
      </>
    );
  }
  return <ChecklistItem key={`${customerId}-${itemId}`} customerId={customerId} itemId={itemId} title={title} />;
}
