import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import type { AttestationRequest } from '@app/shared/proof-of-monitoring/attestation';
import { useCurrentUser } from '../../../api/get-current-user';
import { FileDropZone, type StoredFile } from '../../../widgets/file-drop-zone/file-drop-zone';
import { useNotify } from '../../../components/notifications/notification-context';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useDownloadProofFile } from '../api/download-proof-file';
import type { Attestation } from '../api/get-attestation';
import { useSaveAttestation } from '../api/save-attestation';
import { PROOF_FILE_EXTENSIONS, PROOF_FILE_MAX_BYTES, uploadProofFile } from '../api/upload-proof-file';
import {
  ATTESTATION_FORM_FIELDS,
  attestationFormValues,
  attestationResolver,
  type AttestationFormValues,
} from '../utils/attestation-form-values';
import { CertificationFields, ExcludedEmployeesFields, ServiceFields } from './attestation-fields';

/** "Failed to save because {reason}" (spec 001 §8). */
const attestationSaveFailed = (reason: string) => `Failed to save because ${reason}`;

const FILE_LABEL = 'Proof of Monitoring File';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ mb: 2 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Typography variant="h2">{title}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The stored proof of a complete attestation, downloadable. */
function StoredProof({ attestation }: { attestation: Attestation }) {
  const download = useDownloadProofFile();
  const { notify } = useNotify();
  if (attestation.fileEntityId === null) return null;
  const filename = attestation.filename ?? 'Proof of monitoring';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <InsertDriveFileOutlined aria-hidden color="action" />
      <Typography variant="body1" sx={{ fontWeight: 500 }}>
        {filename}
      </Typography>
      <Button
        startIcon={<DownloadIcon aria-hidden />}
        aria-label={`Download ${filename}`}
        disabled={download.isPending}
        onClick={() =>
          download.mutate(
            { fileEntityId: attestation.fileEntityId!, filename },
            { onError: () => notify({ text: 'The file could not be downloaded, please try again.', mode: 'error' }) },
          )
        }
      >
        Download
      </Button>
    </Box>
  );
}

interface AttestationFormProps {
  customerId: number;
  attestation: Attestation;
  readOnly: boolean;
}

/**
 * The third-party attestation (spec 001 §5): employee count, service, excluded employees, one proof
 * file and the two certification boxes. Save completes the to-do and goes to the dashboard; a failure
 * says why. A complete attestation is shown read-only with its boxes ticked and its file downloadable.
 */
export function AttestationForm({ customerId, attestation, readOnly }: AttestationFormProps) {
  const navigate = useNavigate();
  const { notify } = useNotify();
  const vendorId = useCurrentUser()?.vendorId ?? null;
  const save = useSaveAttestation();
  const [file, setFile] = useState<StoredFile | null>(
    attestation.fileEntityId !== null ? { id: attestation.fileEntityId, name: attestation.filename ?? 'Proof of monitoring' } : null,
  );
  const { control, handleSubmit, setError, formState } = useForm<AttestationFormValues, unknown, AttestationRequest>({
    resolver: attestationResolver,
    defaultValues: attestationFormValues(attestation),
    reValidateMode: 'onChange',
  });

  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ customerId, checklistItemId: attestation.checklistItemId, input });
      await navigate('/dashboard');
    } catch (error) {
      applyFieldErrors(error, setError, ATTESTATION_FORM_FIELDS);
      notify({ text: attestationSaveFailed(error instanceof Error ? error.message : String(error)), mode: 'error' });
    }
  });

  return (
    <Box component="form" noValidate aria-label="Third-party attestation" onSubmit={(event) => void submit(event)} sx={{ maxWidth: 880 }}>
      {readOnly && (
        <Alert severity="success" sx={{ mb: 2 }}>
          This proof of employee monitoring is complete.
        </Alert>
      )}
      <Section title="Employee Monitoring">
        <ServiceFields control={control} readOnly={readOnly} />
        <ExcludedEmployeesFields control={control} readOnly={readOnly} />
      </Section>
      <Section title="Proof of Monitoring">
        {readOnly ? (
          <StoredProof attestation={attestation} />
        ) : (
          <Controller
            name="fileEntityId"
            control={control}
            render={({ field, fieldState }) => (
              <Box>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  Upload the attestation or report from your monitoring service.
                </Typography>
                <FileDropZone
                  label={FILE_LABEL}
                  extensions={PROOF_FILE_EXTENSIONS}
                  typeLabel="PDF, Word, JPG or PNG"
                  maxBytes={PROOF_FILE_MAX_BYTES}
                  file={file}
                  upload={async (chosen, onProgress) => {
                    const stored = await uploadProofFile(chosen, vendorId);
                    onProgress(1);
                    return stored;
                  }}
                  onChange={(stored) => {
                    setFile(stored);
                    field.onChange(stored?.id ?? null);
                  }}
                  disabled={formState.isSubmitting}
                  errorText={fieldState.error?.message}
                />
              </Box>
            )}
          />
        )}
      </Section>
      <Section title="Certification">
        <CertificationFields control={control} readOnly={readOnly} />
      </Section>
      {!readOnly && (
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : 'Save'}
        </Button>
      )}
    </Box>
  );
}
