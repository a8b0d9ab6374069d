import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BULK_RESOLVE_HEADER, type BulkResolveRejected } from '@app/shared/admin/bulk-alert-resolve';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * The bulk resolve file's rows with errors (spec 002 §4: the validation error table with Back): each
 * faulty cell marked and saying what is wrong beneath its value; the line is the row's line in the file.
 * Nothing was resolved.
 */
export function BulkResolveErrorTable({ rejection, onBack }: { rejection: BulkResolveRejected; onBack: () => void }) {
  const errorsOf = new Map<string, string[]>();
  for (const error of rejection.validationErrors) {
    const key = `${error.rowIndx}:${error.colIndx}`;
    errorsOf.set(key, [...(errorsOf.get(key) ?? []), error.errorMessage]);
  }
  return (
    <Box component="section" aria-labelledby="bulk-resolve-errors-heading">
      <Typography id="bulk-resolve-errors-heading" variant="h3" component="h3" gutterBottom>
        Rows with errors
      </Typography>
      <Typography variant="body1">
        {plural(rejection.invalidRows, 'row', 'rows')} of {plural(rejection.totalRows, 'row', 'rows')} cannot be applied, so no alert was
        resolved. Correct the file and upload it again.
        {rejection.data.length < rejection.invalidRows && ` The first ${rejection.data.length.toLocaleString('en-US')} are shown.`}
      </Typography>
      <TableContainer sx={{ mt: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label="Rows with errors">
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              {BULK_RESOLVE_HEADER.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rejection.data.map((row) => (
              <TableRow key={row.rowIndx}>
                <TableCell component="th" scope="row">
                  {row.rowIndx + 2}
                </TableCell>
                {[row.csvMonitorRecordId, row.csvNewProgressStatus, row.csvNote].map((value, colIndx) => {
                  const messages = errorsOf.get(`${row.rowIndx}:${colIndx}`);
                  if (!messages) {
                    return (
                      <TableCell key={BULK_RESOLVE_HEADER[colIndx]} sx={{ overflowWrap: 'anywhere' }}>
                        {value}
                      </TableCell>
                    );
                  }
                  return (
                    <TableCell
                      key={BULK_RESOLVE_HEADER[colIndx]}
                      data-error="true"
                      sx={{ bgcolor: '#fdecea', color: '#7a1c14', outline: '1px solid', outlineColor: 'error.main', outlineOffset: -1 }}
                    >
                      <Box component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {value || '(empty)'}
                      </Box>
                      {messages.map((message) => (
                        <Box key={message} component="span" sx={{ display: 'block', fontSize: '0.75rem', minWidth: 120 }}>
                          {message}
                        </Box>
                      ))}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="contained" onClick={onBack}>
          Back
        </Button>
      </Box>
    </Box>
  );
}
