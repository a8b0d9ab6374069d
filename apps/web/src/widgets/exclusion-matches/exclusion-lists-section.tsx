import { useState } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ALERT_STATUS_LABELS } from '@app/shared/screening/alerts';
import { CardSkeleton } from '../../components/loading-skeletons';
import { useMatchGroups, type SubjectPath } from './match-api';
import { MatchDialog } from './match-dialog';

/**
 * The Exclusion Lists of a screened subject (employee, owner, the company): its matches grouped by list,
 * each opening the match dialog where the vendor answers it. `openAlertId` opens one right away (a link
 * from Home).
 */
export function ExclusionListsSection({
  subjectPath,
  openAlertId = null,
  onAnswered,
}: {
  subjectPath: SubjectPath;
  openAlertId?: number | null;
  onAnswered?: () => void;
}) {
  const groups = useMatchGroups(subjectPath);
  const [chosen, setChosen] = useState<{ id: number; sourceName: string } | null>(null);
  const [linkedClosed, setLinkedClosed] = useState(false);
  const linked =
    openAlertId !== null && !linkedClosed
      ? groups.data?.flatMap((group) =>
          group.alerts.filter((a) => a.id === openAlertId).map((a) => ({ id: a.id, sourceName: group.sourceName })),
        )[0]
      : undefined;
  const open = chosen ?? linked ?? null;
  return (
    <>
      {groups.isPending && <CardSkeleton label="Loading exclusion lists" heading={false} lines={2} />}
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
                <ListItemButton onClick={() => setChosen({ id: alert.id, sourceName: group.sourceName })} sx={{ borderRadius: 1 }}>
                  <ListItemText primary={`Match ${index + 1}`} secondary={ALERT_STATUS_LABELS[alert.status]} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </section>
      ))}
      <MatchDialog
        subjectPath={subjectPath}
        alert={open}
        onAnswered={onAnswered}
        onClose={() => {
          setChosen(null);
          setLinkedClosed(true);
        }}
      />
    </>
  );
}
