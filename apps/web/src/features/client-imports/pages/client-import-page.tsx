import { useState } from 'react';
import { clientImportHeader, type ClientImportKind } from '@app/shared/client-imports/client-imports';
import type { UploadValidationResponse } from '@app/shared/employees/uploads';
import { useNotify } from '../../../components/notifications/notification-context';
import { PageHeader } from '../../../components/page-header';
import type { StoredFile } from '../../../widgets/file-drop-zone/file-drop-zone';
import { useSubmitClientImport } from '../api/client-imports';
import { AnnualSpendTable } from '../components/annual-spend-table';
import { RowErrorsReview } from '../../../components/row-errors-review';
import { ImportHistoryTable } from '../components/import-history-table';
import { ImportProgress } from '../components/import-progress';
import { ImportUploadCard } from '../components/import-upload-card';
import { SftpSettingsCard } from '../components/sftp-settings-card';

/**
 * /client-import (ImportsAccess, issue 15): upload the vendor master or an invoice file; a file with bad
 * rows shows them (Review Error Rows) and Import Valid Rows applies the rest; a running import shows its
 * progress; then the history, the client's annual spend per vendor and its SFTP settings (read-only).
 */
export default function ClientImportPage({ title = 'Import' }: { title?: string }) {
  const { notify } = useNotify();
  const submit = useSubmitClientImport();
  const [kind, setKind] = useState<ClientImportKind>('VENDOR_MASTER');
  const [file, setFile] = useState<StoredFile | null>(null);
  const [preview, setPreview] = useState<UploadValidationResponse | null>(null);
  const [importId, setImportId] = useState<number | null>(null);

  const send = async (validOnly: boolean) => {
    if (!file) return;
    const outcome = await submit.mutateAsync({ fileId: file.id, kind, validOnly });
    if (outcome.kind === 'accepted') {
      setImportId(outcome.importId);
      setPreview(null);
      setFile(null);
    } else if (outcome.kind === 'rowErrors') setPreview(outcome.preview);
    else notify({ text: outcome.message, mode: 'error' });
  };

  return (
    <>
      <PageHeader title={title} subtitle="Keep your vendor master and invoices current by importing the files your AP system exports." />
      {importId !== null && <ImportProgress key={importId} importId={importId} />}
      {preview ? (
        <RowErrorsReview
          preview={preview}
          header={clientImportHeader(kind)}
          fileName={file?.name}
          fallbackFileName="import"
          verb="imported"
          actionLabel="Import Valid Rows"
          saving={submit.isPending}
          onBack={() => {
            setPreview(null);
            setFile(null);
          }}
          onAction={() => void send(true)}
        />
      ) : (
        <ImportUploadCard
          kind={kind}
          onKindChange={setKind}
          file={file}
          onFileChange={setFile}
          onCheck={() => void send(false)}
          submitting={submit.isPending}
        />
      )}
      <ImportHistoryTable />
      <AnnualSpendTable />
      <SftpSettingsCard />
    </>
  );
}
