import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { DashboardAlert } from '@app/shared/client/dashboard';
import { SUBJECT_ROLE } from '@app/shared/screening/alerts';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatDisplayDate } from '../../../components/format-display-date';

/** Matches under review on the client's vendors, their owners and employees, newest first, each leading to the vendor's Alerts tab. */
export function AlertQueue({ alerts, total }: { alerts: DashboardAlert[]; total: number }) {
  return (
    <Box component="section" aria-labelledby="alerts-heading" sx={{ mb: 4 }}>
      <Typography id="alerts-heading" variant="h2" sx={{ mb: 1 }}>
        Open alerts ({total})
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Possible matches on an exclusion list, under review. Open a vendor to see the evidence.
      </Typography>
      <TableScrollRegion label="Open alerts">
        <Table size="small" aria-labelledby="alerts-heading">
          <TableHead>
            <TableRow>
              <TableCell>Vendor</TableCell>
              <TableCell>Subject</TableCell>
              <TableCell>List</TableCell>
              <TableCell>Matched name</TableCell>
              <TableCell>Why</TableCell>
              <TableCell>Raised</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {alerts.length === 0 && (
              <EmptyTableRow colSpan={6}>
                No open alerts: every match on your vendors, their owners and employees has been decided.
              </EmptyTableRow>
            )}
            {alerts.map((alert) => (
              <TableRow key={alert.alertId}>
                <TableCell>
                  {alert.covgId ? (
                    <Link component={RouterLink} to={`/client/manage/vendors/${alert.covgId}?tab=alerts`}>
                      {alert.vendorName}
                    </Link>
                  ) : (
                    alert.vendorName
                  )}
                </TableCell>
                <TableCell>
                  {alert.subjectName}, {SUBJECT_ROLE[alert.subjectType]}
                </TableCell>
                <TableCell>{alert.listName}</TableCell>
                <TableCell>{alert.matchedName}</TableCell>
                <TableCell>{alert.reasons.slice(0, 2).join('; ')}</TableCell>
                <TableCell>{formatDisplayDate(alert.createdAt.slice(0, 10))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScrollRegion>
    </Box>
  );
}
