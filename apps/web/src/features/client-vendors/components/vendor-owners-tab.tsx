import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ClientVendorDetail } from '@app/shared/client/vendor-detail';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { StatusDot } from '../../../components/status-dot';

const SCREENING = {
  COMPLIANT: { color: 'success', label: 'No match' },
  UNDER_REVIEW: { color: 'warning', label: 'Possible match under review' },
  EXCLUDED: { color: 'error', label: 'Excluded (confirmed)' },
} as const;

/** Owners and managing employees with their share and their screening status. */
export function VendorOwnersTab({ owners }: { owners: ClientVendorDetail['owners'] }) {
  return (
    <TableScrollRegion label="Owners">
      <Table size="small" aria-label="Owners">
        <TableHead>
          <TableRow>
            <TableCell>Owner</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell align="right">Ownership</TableCell>
            <TableCell>Exclusion screening</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {owners.length === 0 && (
            <EmptyTableRow colSpan={4}>
              The vendor has not listed owners yet; you can ask for them with a revision request on its company information.
            </EmptyTableRow>
          )}
          {owners.map((owner) => (
            <TableRow key={owner.id}>
              <TableCell>{owner.name}</TableCell>
              <TableCell>{owner.isBusiness ? 'Business' : 'Person'}</TableCell>
              <TableCell align="right">{owner.ownershipPercentage}%</TableCell>
              <TableCell>
                <StatusDot color={SCREENING[owner.screeningStatus].color} label={SCREENING[owner.screeningStatus].label} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScrollRegion>
  );
}
