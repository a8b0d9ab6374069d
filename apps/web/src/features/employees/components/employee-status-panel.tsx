import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Employee } from '@app/shared/employees/employee';
import { useEmployeeAlertGroups } from '../api/get-employee-alert-groups';
import { AlertDetailDialog } from './alert-detail-dialog';
import { EmployeeStatusDot } from './employee-status-dot';

/** The detail page's side panel (spec 000 §2): compliance status and the Exclusion Lists grouped by source. */
export function EmployeeStatusPanel({ employee }: { employee: Employee }) {
  const groups = useEmployeeAlertGroups(employee.employeeId);
  const [openAlert, setOpenAlert] = useState<{ id: number; sourceName: string } | null>(null);
  return (
    <Card component="aside" aria-labelledby="employee-status-heading">
      <CardContent>
        <Typography id="employee-status-heading" variant="h2" component="h2" gutterBottom>
          Compliance Status
        </Typography>
        <EmployeeStatusDot status={employee.status} />
        <Divider sx={{ my: 2 }} />
        <Typography variant="h2" component="h2" gutterBottom>
          Exclusion Lists
        </Typography>
        {groups.isPending && <LinearProgress aria-label="Loading exclusion lists" />}
        {groups.isError && (
          <Typography variant="body2" color="error">
            Error loading exclusion lists, please try again.
          </Typography>
        )}
        {groups.data?.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No matches on any exclusion list.
          </Typography>
        )}
        {groups.data?.map((group) => (
          <section key={group.id} aria-label={group.sourceName}>
            <Typography variant="h3" component="h3" sx={{ mt: 1.5 }}>
              {group.sourceName}
            </Typography>
            <List dense disablePadding>
              {group.alerts.map((alert, index) => (
                <ListItem key={alert.id} disablePadding>
                  <ListItemButton onClick={() => setOpenAlert({ id: alert.id, sourceName: group.sourceName })} sx={{ borderRadius: 1 }}>
                    <ListItemText primary={`Match ${index + 1}`} secondary="View why it matched" />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </section>
        ))}
      </CardContent>
      <AlertDetailDialog employeeId={employee.employeeId} alert={openAlert} onClose={() => setOpenAlert(null)} />
    </Card>
  );
}
