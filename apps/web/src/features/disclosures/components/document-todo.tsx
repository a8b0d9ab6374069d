import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ChecklistItemDetail } from '@app/shared/checklists/checklist-item';
import { formatMegabytes, UPLOAD_MAX_BYTES } from '@app/shared/files/uploads';
import { uploadFileWithProgress } from '../../../api/upload-file-with-progress';
import { formatDisplayDate } from '../../../components/format-display-date';
import { useNotify } from '../../../components/notifications/notification-context';
import { FileDropZone } from '../../../widgets/file-drop-zone/file-drop-zone';
import { useAttachTodoDocument } from '../api/attach-todo-document';

const EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;

/** Where the document stands: accepted, waiting for the customer, or not handed in yet. */
function DocumentState({ item }: { item: ChecklistItemDetail }) {
  if (item.completionStatus.name === 'COMPLETE') {
    return <Alert severity="success">{item.clientName} has accepted it; there is nothing more to do.</Alert>;
  }
  if (!item.document) return null;
  return (
    <Alert severity="info">
      You sent {item.document.filename} on {formatDisplayDate(item.document.uploadedAt.slice(0, 10))}. {item.clientName} reviews it and this
      to-do is complete once they accept it. Upload a newer file to replace it.
    </Alert>
  );
}

/**
 * A to-do completed by a document (Certificate of Insurance, Business Associate Agreement; issue 33,
 * decision 339): how to complete it, and the upload that hands the document in for the customer's review.
 */
export function DocumentTodo({ item }: { item: ChecklistItemDetail }) {
  const attach = useAttachTodoDocument();
  const { notify } = useNotify();
  const complete = item.completionStatus.name === 'COMPLETE';
  const handIn = (fileEntityId: number) =>
    attach.mutate(
      { customerId: item.customerId, itemId: item.id, fileEntityId },
      {
        onSuccess: () => notify({ text: `Your ${item.name} was sent to ${item.clientName} for review.`, mode: 'success' }),
        onError: (error) => notify({ text: `Your ${item.name} could not be sent: ${error.message}`, mode: 'error' }),
      },
    );
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>
          {item.clientName} asks for your {item.name}. Upload it here as a PDF, JPG or PNG file (up to{' '}
          {formatMegabytes(UPLOAD_MAX_BYTES.todoDocument)}) and {item.clientName} reviews it. You can also e-mail it to your contact at{' '}
          {item.clientName}; they mark it complete once they have it.
        </Typography>
        <DocumentState item={item} />
        {!complete && (
          <FileDropZone
            label={item.name}
            extensions={EXTENSIONS}
            typeLabel="PDF, JPG or PNG"
            maxBytes={UPLOAD_MAX_BYTES.todoDocument}
            file={null}
            disabled={attach.isPending}
            upload={(file, onProgress) =>
              uploadFileWithProgress(file, { 'directory-name': 'todoDocument', 'user-type': 'vendor' }, onProgress)
            }
            onChange={(stored) => stored && handIn(stored.id)}
          />
        )}
      </CardContent>
    </Card>
  );
}
