import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { UploadValidationResponse } from '@app/shared/employees/uploads';
import { saveBlob } from '../lib/save-blob';
import { previewRows, rowErrorsCsv, rowErrorsFilename } from '../lib/upload-row-errors';
import { RowErrorsTable } from './row-errors-table';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Review Error Rows of an uploaded file (spec 000 §2's pattern, for employee uploads and client imports):
 * how many rows were rejected and how many can still go in, Download Error Rows (the rows with their
 * errors as a CSV named after the file), the marked rows, Back, and the action for the valid rows.
 */
export function RowErrorsReview({
  preview,
  header,
  fileName,
  fallbackFileName,
  verb,
  actionLabel,
  onBack,
  onAction,
  saving,
}: {
  preview: UploadValidationResponse;
  header: readonly string[];
  /** The uploaded file's name: the error CSV is named after it, else after `fallbackFileName`. */
  fileName?: string;
  fallbackFileName: string;
  /** What happens to the valid rows: "saved", "imported". */
  verb: string;
  actionLabel: string;
  onBack: () => void;
  onAction: () => void;
  saving: boolean;
}) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h2" component="h2" gutterBottom>
          Review Error Rows
        </Typography>
        <Typography variant="body1">
          {plural(preview.invalidRows, 'row has', 'rows have')} errors and will not be {verb}.{' '}
          {preview.hasValid
            ? `${plural(preview.validRows, 'row is', 'rows are')} valid and can be ${verb} now.`
            : 'No rows are valid: correct the file and upload it again.'}{' '}
          Each highlighted cell says what is wrong.
          {preview.data.length < preview.invalidRows && ` The first ${preview.data.length} rows with errors are shown.`}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined aria-hidden />}
            onClick={() =>
              saveBlob(
                new Blob([rowErrorsCsv(preview, header)], { type: 'text/csv;charset=utf-8' }),
                rowErrorsFilename(fileName, fallbackFileName),
              )
            }
          >
            Download Error Rows (CSV)
          </Button>
        </Box>
        <RowErrorsTable header={header} rows={previewRows(preview, header)} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
          <Button onClick={onBack} disabled={saving}>
            Back
          </Button>
          <Button variant="contained" onClick={onAction} disabled={!preview.hasValid || saving}>
            {actionLabel}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
