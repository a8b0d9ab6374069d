import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { isCompliant } from '@app/shared/customers/compliance-status';
import type { Customer } from '@app/shared/customers/customer';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { StatusDot } from '../../../components/status-dot';
import { useCustomers } from '../../../api/get-customers';
import { splitByCompliance } from '../utils/compliance-rows';
import { formatDisplayDate } from '../../../components/format-display-date';
import { vendorSignupPath } from '../utils/vendor-signup-path';
import { useRowLink } from '../../../lib/use-row-link';

function CustomerRow({ customer, dividerAbove }: { customer: Customer; dividerAbove: boolean }) {
  const cellSx = dividerAbove ? { borderTop: 3, borderTopColor: 'divider' } : undefined;
  const rowLink = useRowLink();
  const signupCode = customer.enrollmentComplete ? null : customer.signupCode;
  const opensDetail = !signupCode;
  const to = signupCode ? vendorSignupPath(signupCode) : `/customers/${customer.customerId}/detail`;
  return (
    <TableRow hover data-divider-above={dividerAbove || undefined} {...rowLink(to)}>
      <TableCell sx={cellSx}>
        <StatusDot color={isCompliant(customer.complianceStatus) ? 'success' : 'error'} label={customer.complianceStatus} />
      </TableCell>
      <TableCell sx={{ ...cellSx, fontWeight: 500 }}>{customer.customerName}</TableCell>
      <TableCell sx={cellSx}>{formatDisplayDate(customer.customerSince)}</TableCell>
      <TableCell align="right" sx={{ ...cellSx, whiteSpace: 'nowrap' }}>
        {opensDetail ? (
          <Tooltip title="Open customer">
            <IconButton component={RouterLink} to={to} aria-label={`Open ${customer.customerName}`}>
              <ChevronRight />
            </IconButton>
          </Tooltip>
        ) : (
          <Button component={RouterLink} to={to} variant="contained" size="small">
            Complete Enrollment
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/**
 * My Customers (spec 000 §2): Compliance Status, Customer, Customer Since and an action, every row, the
 * compliant ones above a divider. Unfinished enrolments get Complete Enrollment (the signup wizard).
 */
export function CustomersTable() {
  const customers = useCustomers();
  const { compliant, nonCompliant } = splitByCompliance(customers.data ?? []);
  return (
    <Paper variant="outlined">
      {customers.isFetching && <LinearProgress aria-label="Loading customers" />}
      {customers.isError && <Alert severity="error">Error loading your customers, please try again.</Alert>}
      <TableScrollRegion label="Customers">
        <Table aria-label="Customers">
          <TableHead>
            <TableRow>
              <TableCell>Compliance Status</TableCell>
              <TableCell>Customer</TableCell>
              <TableCell>Customer Since</TableCell>
              <TableCell align="right">Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {compliant.map((customer) => (
              <CustomerRow key={customer.customerId} customer={customer} dividerAbove={false} />
            ))}
            {nonCompliant.map((customer, index) => (
              <CustomerRow key={customer.customerId} customer={customer} dividerAbove={index === 0 && compliant.length > 0} />
            ))}
            {customers.isSuccess && customers.data.length === 0 && (
              <EmptyTableRow colSpan={4}>No customers yet. Connect a SignupID to enroll with a customer.</EmptyTableRow>
            )}
          </TableBody>
        </Table>
      </TableScrollRegion>
    </Paper>
  );
}
