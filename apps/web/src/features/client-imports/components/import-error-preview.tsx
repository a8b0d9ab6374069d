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
import type { UploadValidationResponse } from '@app/shared/employees/uploads';
import { saveBlob } from '../../../lib/save-blob';
import { cellErrors, importErrorsCsv, importErrorsFilename } from '../utils/import-errors';

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
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label="Rows with errors, scrollable"
          sx={{ mt: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Table size="small" aria-label="Rows with errors">
            <TableHead>
              <TableRow>
                <TableCell>Line</TableCell>
                {header.map((column) => (
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
                    {header.map((column, columnIndex) => {
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
          <Button variant="contained" onClick={onImportValid} disabled={!preview.hasValid || saving}>
            Import Valid Rows
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
