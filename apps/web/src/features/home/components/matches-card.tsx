import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { VendorMatchList } from '@app/shared/screening/alerts';
import { formatDisplayDate } from '../../../components/format-display-date';
import { matchPath, matchStateText } from '../utils/match-links';
import { useRowLink } from '../../../lib/use-row-link';
import { HomeCard } from './home-card';

/**
 * Possible matches to review: how many matches of the company, its owners and employees are undecided,
 * the newest first, each leading to where it is answered.
 */
export function MatchesCard({ matches, loading, failed }: { matches: VendorMatchList | undefined; loading: boolean; failed: boolean }) {
  const total = matches?.total ?? 0;
  const rowLink = useRowLink();
  return (
    <HomeCard
      title="Possible matches to review"
      action={total > 0 ? <Chip color="warning" label={total} aria-label={`${total} undecided`} /> : undefined}
      loading={loading}
      error={failed ? 'Error loading possible matches, please try again.' : undefined}
    >
      {total === 0 ? (
        <Typography sx={{ py: 2, fontWeight: 500 }}>No possible matches: everyone screened is clear.</Typography>
      ) : (
        <List aria-label="Possible matches to review" disablePadding>
          {matches?.content.map((match) => (
            <ListItem
              key={match.alertId}
              divider
              disableGutters
              {...rowLink(matchPath(match))}
              secondaryAction={
                <IconButton
                  component={RouterLink}
                  to={matchPath(match)}
                  aria-label={`Review the match of ${match.subjectName} on ${match.sourceName}`}
                  edge="end"
                >
                  <ChevronRight />
                </IconButton>
              }
            >
              <ListItemText
                primary={`${match.subjectName} — ${match.sourceName}`}
                secondary={`${matchStateText(match.status)} · found ${formatDisplayDate(match.createdAt)}`}
                slotProps={{ primary: { sx: { fontWeight: 500 } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </HomeCard>
  );
}
