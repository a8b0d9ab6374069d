import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { WorkflowItem } from '@app/shared/onboarding/onboarding';
import { isItemDone } from '@app/shared/onboarding/onboarding-rules';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatDisplayDate } from '../../../components/format-display-date';
import { ItemStatusDot } from './item-status';

const day = (value: string | null) => (value ? formatDisplayDate(value.slice(0, 10)) : '');

/**
 * The workflow's items in order (spec 002 §2, §3): status colours, assignees, dates, who completed it,
 * and the step's action (Review, Check Status) for an item the step page resolves.
 */
export function WorkflowItemsTable({
  covgId,
  items,
  onAssign,
}: {
  covgId: number;
  items: WorkflowItem[];
  onAssign: (item: WorkflowItem) => void;
}) {
  return (
    <Paper variant="outlined">
      <TableScrollRegion label="Workflow items">
        <Table aria-label="Workflow items" size="small">
          <TableHead>
            <TableRow>
              <TableCell>Step</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Assignees</TableCell>
              <TableCell>Assigned</TableCell>
              <TableCell>Completed</TableCell>
              <TableCell>Completed By</TableCell>
              <TableCell>Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id}>
                <TableCell component="th" scope="row">
                  {item.name}
                </TableCell>
                <TableCell>
                  <ItemStatusDot status={item.status} />
                </TableCell>
                <TableCell>
                  {item.assignees.map((user) => user.name).join(', ') || 'Unassigned'}
                  {!isItemDone(item.status) && (
                    <Button size="small" onClick={() => onAssign(item)} aria-label={`Assign ${item.name}`} sx={{ ml: 1 }}>
                      Assign
                    </Button>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(item.assignedDate)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(item.completionDate)}</TableCell>
                <TableCell>{item.completer ?? ''}</TableCell>
                <TableCell>
                  {item.stepAction && (
                    <Button
                      size="small"
                      variant={isItemDone(item.status) ? 'text' : 'outlined'}
                      component={RouterLink}
                      to={`/client/manage/onboard/${covgId}/step/${item.id}`}
                      aria-label={`${isItemDone(item.status) ? 'View' : item.stepAction}: ${item.name}`}
                    >
                      {isItemDone(item.status) ? 'View' : item.stepAction}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {items.length === 0 && <EmptyTableRow colSpan={7}>This workflow has no steps.</EmptyTableRow>}
          </TableBody>
        </Table>
      </TableScrollRegion>
    </Paper>
  );
}
