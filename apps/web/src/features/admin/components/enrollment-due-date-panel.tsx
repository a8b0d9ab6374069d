import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  ENROLLMENT_DUE_DATE_INVALID_FILE,
  ENROLLMENT_DUE_DATE_UNKNOWN_ERROR,
  type EnrollmentDueDateResult,
} from '@app/shared/admin/enrollment-due-dates';
import { UPLOAD_MAX_BYTES } from '@app/shared/files/uploads';
import { isApiError } from '../../../api/api-error';
import { FileDropZone, type StoredFile } from '../../../widgets/file-drop-zone/file-drop-zone';
import { uploadEnrollmentDueDateFile, useImportEnrollmentDueDates } from '../api/bulk-uploads';

/** The refused file's text (spec 002 §8) and, for a 400, the lines the server named. */
function failure(error: unknown): { text: string; details: string[] } {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return { text: ENROLLMENT_DUE_DATE_UNKNOWN_ERROR, details: [] };
  const details = Object.entries(error.fieldErrors ?? {}).map(([key, message]) =>
    key.startsWith('line ') ? `Line ${key.slice(5)}: ${message}` : message,
  );
  return { text: ENROLLMENT_DUE_DATE_INVALID_FILE, details };
}

/**
 * Enrollment Due Date Import (spec 002 §2, §4): upload a CSV (a header row, then COV ID and date
 * MM/DD/YYYY); all rows are applied or none. A success panel with Reset follows.
 */
export default function EnrollmentDueDatePanel() {
  const [file, setFile] = useState<StoredFile | null>(null);
  const [result, setResult] = useState<EnrollmentDueDateResult | null>(null);
  const importDates = useImportEnrollmentDueDates();
  const problem = importDates.isError ? failure(importDates.error) : null;

  const submit = async () => {
    if (!file) return;
    try {
      setResult(await importDates.mutateAsync(file.id));
    } catch {
      // Shown from the mutation's error below.
    }
  };
  const reset = () => {
    importDates.reset();
    setFile(null);
    setResult(null);
  };

  return (
    <Box component="section" aria-labelledby="enrollment-due-date-heading" sx={{ maxWidth: 960 }}>
      <Typography id="enrollment-due-date-heading" variant="h2" component="h2" sx={{ mb: 1 }}>
        Enrollment Due Date Import
      </Typography>
      {result ? (
        <Alert
          severity="success"
          action={
            <Button color="inherit" onClick={reset}>
              Reset
            </Button>
          }
        >
          Enrollment due dates were set for {result.updated.toLocaleString('en-US')} {result.updated === 1 ? 'COV' : 'COVs'}. A vendor that
          has not finished enrolling counts as Not Enrolled once its due date has passed.
        </Alert>
      ) : (
        <>
          <Typography variant="body1" sx={{ mb: 2 }}>
            Upload a CSV file with a header row, then one row per COV with two columns in this order: COV ID and the enrollment due date
            (MM/DD/YYYY). Every row is checked first: the dates are set only when all rows are right.
          </Typography>
          <FileDropZone
            label="Enrollment due date file"
            extensions={['.csv']}
            typeLabel="CSV"
            maxBytes={UPLOAD_MAX_BYTES.enrollmentDueDate}
            file={file}
            upload={uploadEnrollmentDueDateFile}
            onChange={(stored) => {
              setFile(stored);
              importDates.reset();
            }}
            disabled={importDates.isPending}
          />
          {importDates.isPending && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="body2">Setting the due dates…</Typography>
              <LinearProgress aria-label="Setting the due dates" />
            </Box>
          )}
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {problem.text}
              {problem.details.length > 0 && (
                <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
                  {problem.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </Box>
              )}
            </Alert>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button variant="contained" onClick={() => void submit()} disabled={!file || importDates.isPending}>
              Import Due Dates
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
