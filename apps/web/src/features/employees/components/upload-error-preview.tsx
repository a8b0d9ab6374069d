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
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { EMPLOYEE_UPLOAD_HEADER, type UploadValidationResponse } from '@app/shared/employees/uploads';

/** The errors of one preview row by column index (several messages for one cell are joined). */
function cellErrors(preview: UploadValidationResponse, rowIndex: number): Map<number, string> {
  const byColumn = new Map<number, string>();
  for (const error of preview.validationErrors) {
    if (error.rowIndx !== rowIndex) continue;
    const known = byColumn.get(error.colIndx);
    byColumn.set(error.colIndx, known ? `${known} ${error.errorMessage}` : error.errorMessage);
  }
  return byColumn;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Review Error Rows (spec 000 §2): the rows the server rejected, faulty cells marked with their message
 * in a tooltip. Back returns to the upload; Save Employees (only when some rows are valid) saves the rest.
 */
export function UploadErrorPreview({
  preview,
  onBack,
  onSaveValid,
  saving,
}: {
  preview: UploadValidationResponse;
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
          Point at or focus a highlighted cell to see what is wrong.
        </Typography>
        <TableContainer sx={{ mt: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
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
                        <Tooltip key={column} title={message} describeChild arrow>
                          <TableCell
                            tabIndex={0}
                            data-error="true"
                            sx={{
                              bgcolor: '#fdecea',
                              color: '#7a1c14',
                              fontWeight: 600,
                              outline: '1px solid',
                              outlineColor: 'error.main',
                              outlineOffset: -1,
                              cursor: 'help',
                              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
                            }}
                          >
                            {value || '(empty)'}
                          </TableCell>
                        </Tooltip>
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
