import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** A titled two-column table of a key/value map (alert detail: Entity and Verification Information). */
export function KeyValueTable({ title, values }: { title: string; values: Readonly<Record<string, string>> }) {
  const entries = Object.entries(values);
  return (
    <>
      <Typography variant="h3" component="h3" sx={{ mt: 2, mb: 1 }}>
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableBody>
          {entries.map(([key, value]) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row" sx={{ width: '35%', fontWeight: 600, verticalAlign: 'top' }}>
                {key}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-line' }}>{value}</TableCell>
            </TableRow>
          ))}
          {entries.length === 0 && (
            <TableRow>
              <TableCell component="th" scope="row">
                No details
              </TableCell>
              <TableCell />
            </TableRow>
          )}
        </TableBody>
      </Table>
    </>
  );
}
