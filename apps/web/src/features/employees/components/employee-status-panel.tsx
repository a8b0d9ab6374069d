import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { Employee } from '@app/shared/employees/employee';
import { formatLocalDateTime } from '../../../components/format-display-date';
import { CardSkeleton } from '../../../components/loading-skeletons';
import { ExclusionListsSection } from '../../../widgets/exclusion-matches/exclusion-lists-section';
import { ListsChecked } from '../../../widgets/lists-checked/lists-checked';
import { employeeKeys } from '../api/employee-query-keys';
import { useEmployeeScreening } from '../api/get-employee-screening';
import { EmployeeStatusDot } from './employee-status-dot';

/** "Last screened 11/24/2026 09:12 against:" and the lists, each with its day (demo lists marked). */
function LastScreened({ employeeId }: { employeeId: number }) {
  const screening = useEmployeeScreening(employeeId);
  if (screening.isPending) return <CardSkeleton label="Loading the lists checked" heading={false} lines={2} />;
  if (screening.isError) {
    return (
      <Typography variant="body2" color="error" sx={{ mt: 1 }}>
        The lists this employee was screened against could not be loaded. Reload the page to try again.
      </Typography>
    );
  }
  const { screenedAt, lists } = screening.data;
  if (!screenedAt) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Not screened yet: screening starts within minutes of adding an employee.
      </Typography>
    );
  }
  return (
    <Box component="section" aria-label="Lists checked" sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        Last screened {formatLocalDateTime(screenedAt)} against:
      </Typography>
      <ListsChecked lists={lists} label="Lists this employee was screened against" />
    </Box>
  );
}

/**
 * The detail page's side panel (spec 000 §2): compliance status, when the person was last screened, and
 * the Exclusion Lists grouped by source, where the vendor answers each match. ?match={alertId} (a link
 * from Home) opens that match.
 */
export function EmployeeStatusPanel({ employee }: { employee: Employee }) {
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const linkedMatch = Number(search.get('match')) || null;
  return (
    <Card component="aside" aria-labelledby="employee-status-heading">
      <CardContent>
        <Typography id="employee-status-heading" variant="h2" component="h2" gutterBottom>
          Compliance Status
        </Typography>
        <EmployeeStatusDot status={employee.status} />
        <LastScreened employeeId={employee.employeeId} />
        <Divider sx={{ my: 2 }} />
        <Typography variant="h2" component="h2" gutterBottom>
          Exclusion Lists
        </Typography>
        <ExclusionListsSection
          subjectPath={`/employees/${employee.employeeId}`}
          openAlertId={linkedMatch}
          onAnswered={() => void queryClient.invalidateQueries({ queryKey: employeeKeys.all })}
        />
      </CardContent>
    </Card>
  );
}
