import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RowErrorsTable } from '../../../components/row-errors-table';
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
      <RowErrorsTable
        header={BULK_RESOLVE_HEADER}
        rows={rejection.data.map((row) => ({
          line: row.rowIndx + 2,
          values: [row.csvMonitorRecordId, row.csvNewProgressStatus, row.csvNote],
          errorsOf: (column: number) => errorsOf.get(`${row.rowIndx}:${column}`) ?? [],
        }))}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="contained" onClick={onBack}>
          Back
        </Button>
      </Box>
    </Box>
  );
}
