import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import type { EmployeeListItem } from '@app/shared/employees/employee';
import { formatDisplayDate } from '../../../components/format-display-date';
import { EmployeeStatusDot } from './employee-status-dot';

/** The card's second and third lines: compliance status, then date of birth and matches. */
const CARD_DETAILS_SX = { display: 'flex', flexDirection: 'column', gap: 0.5, mt: 0.5 } as const;

function matchesText(count: number): string {
  if (count === 0) return 'No matches';
  return count === 1 ? '1 match' : `${count} matches`;
}

/**
 * The roster on a phone (issue 20): one tappable card per employee instead of a table that scrolls
 * sideways. The whole card opens the employee; Terminate sits beside it. Same rows, order and paging
 * as the table. Memoised: the roster re-renders when its answer arrives, before the deferred rows do.
 */
export const EmployeeCards = memo(function EmployeeCards({
  employees,
  onTerminate,
  empty,
  loadingCount,
}: {
  employees: readonly EmployeeListItem[];
  onTerminate: (employee: EmployeeListItem) => void;
  /** Shown instead of the list when it has no employees (once loaded). */
  empty: string | null;
  /** While the first page loads: this many placeholder cards, as tall as real ones (no layout shift). */
  loadingCount?: number;
}) {
  if (loadingCount) {
    // The same list item, button padding and text lines as a loaded card, so the cards that replace the
    // placeholders take exactly their place. Keys of their own: an employee whose id equals a placeholder's
    // index would otherwise take over that placeholder's element, far down the list, and jump up (a layout shift).
    return (
      <List aria-label="Employees" aria-busy disablePadding>
        {Array.from({ length: loadingCount }, (_, index) => (
          <ListItem key={`placeholder-${index}`} divider disablePadding aria-hidden>
            <ListItemButton component="div" disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
              <ListItemText
                primary={<Skeleton width="55%" />}
                secondary={
                  <Box component="span" sx={CARD_DETAILS_SX}>
                    <Skeleton width="40%" />
                    <Skeleton width="65%" />
                  </Box>
                }
                slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { component: 'span' } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    );
  }
  if (empty) {
    return (
      <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  }
  return (
    <List aria-label="Employees" disablePadding>
      {employees.map((employee) => {
        const name = `${employee.firstName} ${employee.lastName}`;
        return (
          <ListItem
            key={employee.employeeId}
            divider
            disablePadding
            secondaryAction={
              <IconButton edge="end" color="error" aria-label={`Terminate ${name}`} onClick={() => onTerminate(employee)}>
                <PersonRemoveOutlined />
              </IconButton>
            }
          >
            <ListItemButton component={RouterLink} to={`/employees/${employee.employeeId}/detail`}>
              <ListItemText
                primary={name}
                secondary={
                  <Box component="span" sx={CARD_DETAILS_SX}>
                    <EmployeeStatusDot status={employee.status} />
                    <span>
                      Born {formatDisplayDate(employee.dob)} · {matchesText(employee.matchCount)}
                    </span>
                  </Box>
                }
                slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { component: 'span' } }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
});
