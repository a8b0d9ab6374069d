import { useState } from 'react';
import { EMPLOYEE_UPLOAD_HEADER, type UploadValidationResponse } from '@app/shared/employees/uploads';
import type { StoredFile } from '../../../widgets/file-drop-zone/file-drop-zone';
import { useNotify } from '../../../components/notifications/notification-context';
import { PageHeader } from '../../../components/page-header';
import { useSubmitEmployeeUpload } from '../api/submit-employee-upload';
import { BackToEmployeesLink } from '../components/back-to-employees-link';
import { MonitoringGate } from '../components/monitoring-gate';
import { RowErrorsReview } from '../../../components/row-errors-review';
import { UploadProcessing } from '../components/upload-processing';
import { UploadSteps } from '../components/upload-steps';

type Stage = { kind: 'upload' } | { kind: 'preview'; preview: UploadValidationResponse } | { kind: 'done' };

function BulkUpload() {
  const { notify, showAlert } = useNotify();
  const submit = useSubmitEmployeeUpload();
  const [file, setFile] = useState<StoredFile | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'upload' });

  // Spec 000 §4 Bulk upload: submit; 400 with rows → preview; Save Employees resubmits with validOnly.
  const send = async (validOnly: boolean) => {
    if (!file) return;
    const outcome = await submit.mutateAsync({ fileId: file.id, validOnly });
    if (outcome.kind === 'accepted') setStage({ kind: 'done' });
    else if (outcome.kind === 'rowErrors') setStage({ kind: 'preview', preview: outcome.preview });
    else notify({ text: outcome.message, mode: 'error' });
  };

  if (stage.kind === 'done') return <UploadProcessing />;
  if (stage.kind === 'preview') {
    return (
      <RowErrorsReview
        preview={stage.preview}
        header={EMPLOYEE_UPLOAD_HEADER}
        fileName={file?.name}
        fallbackFileName="employee-upload"
        verb="saved"
        actionLabel="Save Employees"
        saving={submit.isPending}
        onBack={() => {
          setFile(null);
          setStage({ kind: 'upload' });
        }}
        onAction={() =>
          showAlert({
            title: 'Proceed to save?',
            description: `Only the ${stage.preview.validRows} valid row(s) will be saved. The ${stage.preview.invalidRows} row(s) with errors will be skipped.`,
            cancelText: 'Cancel',
            actionText: 'Proceed',
            actionFn: () => send(true),
          })
        }
      />
    );
  }
  return <UploadSteps file={file} onFileChange={setFile} onContinue={() => void send(false)} submitting={submit.isPending} />;
}

/** /employees/upload: bulk CSV upload of the roster. */
export default function UploadEmployeesPage({ title = 'Upload Employees' }: { title?: string }) {
  return (
    <MonitoringGate>
      <BackToEmployeesLink />
      <PageHeader title={title} subtitle="Add many employees at once from a CSV file." />
      <BulkUpload />
    </MonitoringGate>
  );
}
