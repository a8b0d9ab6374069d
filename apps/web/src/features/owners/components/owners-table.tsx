import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OWNERSHIP_TOTAL_MESSAGE, type Owner } from '@app/shared/owners/owner';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { ownerName } from '../utils/owner-form-values';
import { PERCENTAGE_NOT_A_NUMBER, percentageInput, percentageTotal, type PercentageDraft } from '../utils/ownership-percentages';
import { useConfirmDeleteOwner } from './use-confirm-delete-owner';
import { useRowLink } from '../../../lib/use-row-link';

interface OwnersTableProps {
  owners: readonly Owner[];
  /** The percentages being edited; null shows the saved ones as text. */
  draft: PercentageDraft | null;
  onDraftChange?: (draft: PercentageDraft) => void;
  /** Shows View, which leaves for the owner's page (not in the signup wizard). */
  showView?: boolean;
}

/**
 * The owners list (spec 001 §4 Ownership percentage list): name, person or business, ownership % and
 * the row actions (Delete asks to confirm). With a draft the percentages are whole-number inputs and the
 * footer totals them. Without owners it says so instead.
 */
export function OwnersTable({ owners, draft, onDraftChange, showView = true }: OwnersTableProps) {
  const confirmDelete = useConfirmDeleteOwner();
  const rowLink = useRowLink();
  if (owners.length === 0) return <Typography color="text.secondary">No owners have been added yet.</Typography>;
  const total = draft ? percentageTotal(draft) : owners.reduce((sum, owner) => sum + owner.ownershipPercentage, 0);
  const over = total > 100;
  return (
    <TableScrollRegion label="Owners">
      <Table aria-label="Owners" size="small">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Type</TableCell>
            <TableCell align="right">Ownership %</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {owners.map((owner) => {
            const name = ownerName(owner);
            const id = String(owner.ownerId);
            const value = draft?.[id];
            return (
              <TableRow key={owner.ownerId} hover={showView} {...(showView ? rowLink(`/owners/${owner.ownerId}/detail`) : {})}>
                <TableCell component="th" scope="row">
                  {name}
                </TableCell>
                <TableCell>{owner.thisIsABusiness ? 'Business' : 'Person'}</TableCell>
                <TableCell align="right">
                  {draft ? (
                    <TextField
                      size="small"
                      value={value ?? ''}
                      onChange={(event) => onDraftChange?.({ ...draft, [id]: percentageInput(event.target.value) })}
                      error={value === '' || over}
                      helperText={value === '' ? PERCENTAGE_NOT_A_NUMBER : undefined}
                      sx={{ width: '7rem' }}
                      slotProps={{
                        htmlInput: {
                          inputMode: 'numeric',
                          maxLength: 3,
                          'aria-label': `Ownership % of ${name}`,
                          style: { textAlign: 'right' },
                        },
                      }}
                    />
                  ) : (
                    `${owner.ownershipPercentage}%`
                  )}
                </TableCell>
                <TableCell align="right">
                  <Box sx={{ display: 'inline-flex', gap: 1 }}>
                    {showView && (
                      <Button size="small" component={RouterLink} to={`/owners/${owner.ownerId}/detail`} aria-label={`View ${name}`}>
                        View
                      </Button>
                    )}
                    <Button
                      size="small"
                      color="error"
                      onClick={() => confirmDelete({ ownerId: owner.ownerId, name })}
                      aria-label={`Delete ${name}`}
                    >
                      Delete
                    </Button>
                  </Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={2}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ color: over ? 'error.main' : undefined, fontWeight: 600 }}>
              {total}%
            </TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
      {over && (
        <Box role="alert" sx={{ color: 'error.main', mt: 1, typography: 'body2' }}>
          {OWNERSHIP_TOTAL_MESSAGE}
        </Box>
      )}
    </TableScrollRegion>
  );
}
