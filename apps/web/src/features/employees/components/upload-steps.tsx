import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { FileDropZone, type StoredFile } from '../../../widgets/file-drop-zone/file-drop-zone';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDownloadUploadTemplate } from '../api/download-upload-template';
import { EMPLOYEE_UPLOAD_MAX_BYTES, uploadEmployeeFile } from '../api/upload-employee-file';
import { SlowWorkBar } from '../../../components/slow-work-bar';

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, '& + &': { mt: 3 } }}>
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 600,
          flexShrink: 0,
        }}
      >
        {number}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h2" component="h2" sx={{ mb: 1, mt: 0.5 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

/**
 * The three bulk-upload steps (spec 000 §2): download the template, fill it in, upload it; Continue
 * submits the uploaded file.
 */
export function UploadSteps({
  file,
  onFileChange,
  onContinue,
  submitting,
}: {
  file: StoredFile | null;
  onFileChange: (file: StoredFile | null) => void;
  onContinue: () => void;
  submitting: boolean;
}) {
  const template = useDownloadUploadTemplate();
  const { notify } = useNotify();
  const downloadTemplate = () =>
    template.mutate(undefined, {
      onError: () => notify({ text: 'Error downloading the template, please try again.', mode: 'error' }),
    });

  return (
    <Card>
      <CardContent>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          <Step number={1} title="Download the template">
            <Typography variant="body1" sx={{ mb: 1.5 }}>
              Start from our CSV template so the columns are in the order we expect.
            </Typography>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined aria-hidden />}
              onClick={downloadTemplate}
              disabled={template.isPending}
            >
              Download Template
            </Button>
          </Step>
          <Step number={2} title="Fill it in">
            <Typography variant="body1">
              Add one row per employee. SSN, First Name and Last Name are required in every row; the SSN has 9 digits and dates are written
              as MM/DD/YYYY. Keep the header row exactly as it is.
            </Typography>
          </Step>
          <Step number={3} title="Upload it">
            <FileDropZone
              label="Employee file"
              extensions={['.csv']}
              typeLabel="CSV"
              maxBytes={EMPLOYEE_UPLOAD_MAX_BYTES}
              file={file}
              upload={uploadEmployeeFile}
              onChange={onFileChange}
              disabled={submitting}
            />
          </Step>
        </Box>
        <Box sx={{ mt: 3 }}>
          <SlowWorkBar active={submitting} label="Checking the rows of your file" />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" size="large" onClick={onContinue} disabled={!file || submitting}>
            Continue
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
