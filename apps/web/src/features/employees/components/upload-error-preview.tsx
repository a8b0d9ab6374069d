import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { EMPLOYEE_UPLOAD_HEADER, type UploadValidationResponse } from '@app/shared/employees/uploads';
import { saveBlob } from '../../../lib/save-blob';
import { cellErrors, uploadErrorsCsv, uploadErrorsFilename } from '../utils/upload-errors';

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
        <TableContainer sx={{ mt: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" aria-label="Rows with errors">
            <TableHead>
              <TableRow>
                <TableCell>Line</TableCell>
                {EMPLOYEE_UPLOAD_HEADER.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.data.map((row, rowIndex) => {
                const errors = cellErrors(preview, rowIndex);
                return (
                  <TableRow key={preview.lineNumbers[rowIndex] ?? rowIndex}>
                    <TableCell component="th" scope="row">
                      {preview.lineNumbers[rowIndex] ?? rowIndex + 1}
                    </TableCell>
                    {EMPLOYEE_UPLOAD_HEADER.map((column, columnIndex) => {
                      const value = row[columnIndex] ?? '';
                      const message = errors.get(columnIndex);
                      if (!message) return <TableCell key={column}>{value}</TableCell>;
                      return (
                        <TableCell
                          key={column}
                          data-error="true"
                          sx={{ bgcolor: '#fdecea', color: '#7a1c14', outline: '1px solid', outlineColor: 'error.main', outlineOffset: -1 }}
                        >
                          <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                            {value || '(empty)'}
                          </Box>
                          <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', minWidth: 140 }}>
                            {message}
                          </Box>
                        </TableCell>
                      );
                    })}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
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
