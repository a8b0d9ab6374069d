import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { UploadValidationResponse } from '@app/shared/employees/uploads';
import { RowErrorsTable } from '../../../components/row-errors-table';
import { saveBlob } from '../../../lib/save-blob';
import { previewRows } from '../../../lib/upload-row-errors';
import { importErrorsCsv, importErrorsFilename } from '../utils/import-errors';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Review Error Rows of an import (the employee upload's pattern): the rows the server rejected, each
 * faulty cell marked with what is wrong beneath its value; Download Error Rows saves them as a CSV; Back
 * returns to the upload; Import Valid Rows (only when some rows are valid) applies the rest.
 */
export function ImportErrorPreview({
  preview,
  header,
  fileName,
  onBack,
  onImportValid,
  saving,
}: {
  preview: UploadValidationResponse;
  header: readonly string[];
  fileName?: string;
  onBack: () => void;
  onImportValid: () => void;
  saving: boolean;
}) {
  return (
    <Card component="section" aria-labelledby="import-error-rows-heading">
      <CardContent>
        <Typography id="import-error-rows-heading" variant="h2" component="h2" gutterBottom>
          Review Error Rows
        </Typography>
        <Typography variant="body1">
          {plural(preview.invalidRows, 'row has', 'rows have')} errors and will not be imported.{' '}
          {preview.hasValid
            ? `${plural(preview.validRows, 'row is', 'rows are')} valid and can be imported now.`
            : 'No rows are valid: correct the file and upload it again.'}{' '}
          Each highlighted cell says what is wrong.
          {preview.data.length < preview.invalidRows && ` The first ${preview.data.length} rows with errors are shown.`}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined aria-hidden />}
            onClick={() =>
              saveBlob(new Blob([importErrorsCsv(preview, header)], { type: 'text/csv;charset=utf-8' }), importErrorsFilename(fileName))
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
          <Button variant="contained" onClick={onImportValid} disabled={!preview.hasValid || saving}>
            Import Valid Rows
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
