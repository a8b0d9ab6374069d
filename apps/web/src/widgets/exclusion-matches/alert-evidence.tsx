import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alertSubjectLabel } from '@app/shared/screening/alerts';
import type { LabelledField } from '@app/shared/screening/list-record-fields';

/**
 * The two pieces every view of an alert shares (the vendor's match dialog, the client's Alerts tab, the
 * admin's Alert Review dialog): whom it is about, and its evidence as labelled fields.
 */

/** Whom an alert is about, as one line: "Janice Allen, employee". */
export function AlertSubjectHeading({ name, type, id, component }: { name: string; type: string; id?: string; component: 'h2' | 'h3' }) {
  return (
    <Typography id={id} component={component} variant="h6" sx={{ mt: component === 'h3' ? 2 : 0, mb: 1 }}>
      {alertSubjectLabel(name, type)}
    </Typography>
  );
}

/**
 * Labelled evidence under a heading (the subject's details, the list record, why it matched): a table
 * named by its heading, the label as each row's header. `within="card"` sets a smaller heading one level
 * down, for a card whose own title is the h3.
 */
export function EvidenceFields({
  title,
  fields,
  within = 'dialog',
}: {
  title: string;
  fields: readonly LabelledField[] | Readonly<Record<string, string>>;
  within?: 'dialog' | 'card';
}) {
  const rows = Array.isArray(fields) ? fields : Object.entries(fields).map(([label, value]) => ({ label, value }));
  return (
    <>
      {within === 'card' ? (
        <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
          {title}
        </Typography>
      ) : (
        <Typography variant="h3" component="h3" sx={{ mt: 2, mb: 1 }}>
          {title}
        </Typography>
      )}
      <Table size="small" aria-label={title}>
        <TableBody>
          {rows.map((field) => (
            <TableRow key={field.label}>
              <TableCell component="th" scope="row" sx={{ width: '35%', fontWeight: 600, verticalAlign: 'top' }}>
                {field.label}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{field.value}</TableCell>
            </TableRow>
          ))}
          {rows.length === 0 && (
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
