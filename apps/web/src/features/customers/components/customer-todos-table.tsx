import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
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
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { StatusDot } from '../../../components/status-dot';
import { useCustomerChecklist } from '../../../api/get-customer-checklist';
import { completionStatusColor } from '../utils/completion-status-color';
import { formatDisplayDate } from '../../../components/format-display-date';
import { todoPath } from '../../../lib/links';
import { useRowLink } from '../../../lib/use-row-link';

/** The customer's To-Dos tab (spec 000 §2): Status, Item, Due Date and an arrow to the checklist item page. */
export function CustomerTodosTable({ customerId, customerName }: { customerId: number; customerName: string }) {
  const checklist = useCustomerChecklist(customerId);
  const rowLink = useRowLink();
  const backState = { backTo: `/customers/${customerId}/detail/todos`, backLabel: customerName };
  return (
    <Paper variant="outlined">
      {checklist.isFetching && <LinearProgress aria-label="Loading to-dos" />}
      {checklist.isError && <Alert severity="error">Error loading the to-dos, please try again.</Alert>}
      <TableScrollRegion label="To-Dos">
        <Table aria-label="To-Dos">
          <TableHead>
            <TableRow>
              <TableCell>Status</TableCell>
              <TableCell>Item</TableCell>
              <TableCell>Due Date</TableCell>
              <TableCell align="right">Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(checklist.data ?? []).map((item) => (
              <TableRow key={item.id} hover {...rowLink(todoPath(item), backState)}>
                <TableCell>
                  <StatusDot color={completionStatusColor(item.completionStatus.name)} label={item.completionStatus.desc} />
                </TableCell>
                <TableCell sx={{ fontWeight: 500 }}>{item.name}</TableCell>
                <TableCell>{formatDisplayDate(item.dueDate)}</TableCell>
                <TableCell align="right">
                  <Tooltip title="Open to-do">
                    <IconButton component={RouterLink} to={todoPath(item)} state={backState} aria-label={`Open ${item.name}`}>
                      <ChevronRight />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
            {checklist.isSuccess && checklist.data.length === 0 && <EmptyTableRow colSpan={4}>No to-dos for this customer.</EmptyTableRow>}
          </TableBody>
        </Table>
      </TableScrollRegion>
    </Paper>
  );
}
