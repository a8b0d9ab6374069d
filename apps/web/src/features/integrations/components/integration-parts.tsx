import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';

/** A section of the API access tab: its heading with the Add button beside it, and a line on what it is for. */
export function IntegrationSectionHeader(props: { id: string; title: string; addLabel: string; onAdd: () => void; children: ReactNode }) {
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h3" component="h3" id={props.id}>
          {props.title}
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={props.onAdd}>
          {props.addLabel}
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {props.children}
      </Typography>
    </>
  );
}

/** The header row of the tab's tables; the Actions column sits on the right. */
export function IntegrationTableHead({ headers }: { headers: readonly string[] }) {
  return (
    <TableHead>
      <TableRow>
        {headers.map((header) => (
          <TableCell key={header} align={header === 'Actions' ? 'right' : 'left'}>
            {header}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** A create dialog's buttons: Cancel and the create action, then Done once the secret is shown. */
export function CreateDialogActions(props: {
  created: boolean;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
}) {
  return (
    <DialogActions>
      {props.created ? (
        <Button variant="contained" onClick={props.onClose}>
          Done
        </Button>
      ) : (
        <>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button variant="contained" onClick={props.onSubmit} disabled={props.pending}>
            {props.submitLabel}
          </Button>
        </>
      )}
    </DialogActions>
  );
}
