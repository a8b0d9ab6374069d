import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ClientDashboard } from '@app/shared/client/dashboard';
import { FORM_STATUS_TEXT, type FormStatusCode } from '@app/shared/clients/attestations';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatDisplayDate } from '../../../components/format-display-date';

/** Outlined chips with a coloured border: filled warning and info chips fail the contrast check. */
const CHIP_BORDER = {
  'Past Due': 'error.main',
  Due: 'warning.main',
  Pending: 'info.main',
  'Not Started': 'grey.500',
  Complete: 'success.main',
} as const;

/** The attestations filter of a form status text ('Past Due' → PAST_DUE). */
const formStatusCodeOf = (status: string) =>
  (Object.keys(FORM_STATUS_TEXT) as FormStatusCode[]).find((code) => FORM_STATUS_TEXT[code] === status) ?? '';

/** The client's forms per status (each a link to the attestations of that status) and the open ones that fall due first (past due first). */
export function FormsOverview({ counts, due }: { counts: ClientDashboard['formCounts']; due: ClientDashboard['formsDue'] }) {
  return (
    <Box component="section" aria-labelledby="forms-heading" sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id="forms-heading" variant="h2">
          Forms
        </Typography>
        <Button component={RouterLink} to="/client/attestations">
          Open Attestations
        </Button>
      </Box>
      <Box
        component="ul"
        aria-label="Forms by status"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2 }}
      >
        {counts.map((item) => (
          <li key={item.status}>
            <Chip
              variant="outlined"
              clickable
              component={RouterLink}
              to={`/client/attestations?status=${formStatusCodeOf(item.status)}`}
              sx={{ borderColor: CHIP_BORDER[item.status], borderWidth: 2 }}
              label={`${item.status}: ${item.count}`}
            />
          </li>
        ))}
      </Box>
      <TableScrollRegion label="Forms due first">
        <Table size="small" aria-label="Forms due first">
          <TableHead>
            <TableRow>
              <TableCell>Vendor</TableCell>
              <TableCell>Form</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Due</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {due.length === 0 && <EmptyTableRow colSpan={4}>Nothing is due: every form your vendors owe you is complete.</EmptyTableRow>}
            {due.map((item) => (
              <TableRow key={item.checklistItemId}>
                <TableCell>
                  {item.covgId ? (
                    <Link component={RouterLink} to={`/client/manage/vendors/${item.covgId}?tab=forms`}>
                      {item.vendorName}
                    </Link>
                  ) : (
                    item.vendorName
                  )}
                </TableCell>
                <TableCell>{item.name}</TableCell>
                <TableCell>{item.formStatus}</TableCell>
                <TableCell>{formatDisplayDate(item.dueDate)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScrollRegion>
    </Box>
  );
}
