import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TableScrollRegion } from './table-scroll-region';

/** One rejected row of a file: its line in the file, its cells, and what is wrong with each cell. */
export interface RowWithErrors {
  line: number;
  values: readonly string[];
  errorsOf: (column: number) => readonly string[];
}

/**
 * The rows of an uploaded file the server rejected (employee uploads, client imports, admin bulk uploads):
 * each faulty cell marked and saying what is wrong beneath its value, visible text rather than a tooltip to
 * find. The table scrolls inside its own focusable region on a narrow screen.
 */
export function RowErrorsTable({ header, rows }: { header: readonly string[]; rows: readonly RowWithErrors[] }) {
  return (
    <TableScrollRegion label="Rows with errors" sx={{ mt: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
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
          {rows.map((row) => (
            <TableRow key={row.line}>
              <TableCell component="th" scope="row">
                {row.line}
              </TableCell>
              {header.map((column, columnIndex) => {
                const value = row.values[columnIndex] ?? '';
                const messages = row.errorsOf(columnIndex);
                if (messages.length === 0) {
                  return (
                    <TableCell key={column} sx={{ overflowWrap: 'anywhere' }}>
                      {value}
                    </TableCell>
                  );
                }
                return (
                  <TableCell
                    key={column}
                    data-error="true"
                    sx={{ bgcolor: '#fdecea', color: '#7a1c14', outline: '1px solid', outlineColor: 'error.main', outlineOffset: -1 }}
                  >
                    <Box component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {value || '(empty)'}
                    </Box>
                    {messages.map((message) => (
                      <Box key={message} component="span" sx={{ display: 'block', fontSize: '0.75rem', minWidth: 140 }}>
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
    </TableScrollRegion>
  );
}
