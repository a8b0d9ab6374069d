import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { EMPLOYEE_UPLOAD_HEADER, type UploadValidationResponse } from '@app/shared/employees/uploads';
import { RowErrorsTable } from '../../../components/row-errors-table';
import { saveBlob } from '../../../lib/save-blob';
import { previewRows } from '../../../lib/upload-row-errors';
import { uploadErrorsCsv, uploadErrorsFilename } from '../utils/upload-errors';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Review Error Rows (spec 000 §2): the rows the server rejected, each faulty cell marked and saying what is
 * wrong beneath its value (visible text, not a tooltip to find). Download Error Rows saves those rows with
 * their errors as a CSV. Back returns to the upload; Save Employees (only when some rows are valid) saves
 * the rest.
 */
export function UploadErrorPreview({
  preview,
  fileName,
  onBack,
  onSaveValid,
  saving,
}: {
  preview: UploadValidationResponse;
  /** The uploaded file's name: the error CSV is named after it. */
  fileName?: string;
  onBack: () => void;
  onSaveValid: () => void;
  saving: boolean;
}) {
  return (
    <Card component="section" aria-labelledby="review-error-rows-heading">
      <CardContent>
        <Typography id="review-error-rows-heading" variant="h2" component="h2" gutterBottom>
          Review Error Rows
        </Typography>
        <Typography variant="body1">
          {plural(preview.invalidRows, 'row has', 'rows have')} errors and will not be saved.{' '}
          {preview.hasValid
            ? `${plural(preview.validRows, 'row is', 'rows are')} valid and can be saved now.`
            : 'No rows are valid: correct the file and upload it again.'}{' '}
          Each highlighted cell says what is wrong.
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined aria-hidden />}
            onClick={() =>
              saveBlob(new Blob([uploadErrorsCsv(preview)], { type: 'text/csv;charset=utf-8' }), uploadErrorsFilename(fileName))
            }
          >
            Download Error Rows (CSV)
          </Button>
        </Box>
        <RowErrorsTable header={EMPLOYEE_UPLOAD_HEADER} rows={previewRows(preview, EMPLOYEE_UPLOAD_HEADER)} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
          <Button onClick={onBack} disabled={saving}>
            Back
          </Button>
          <Button variant="contained" onClick={onSaveValid} disabled={!preview.hasValid || saving}>
            Save Employees
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
