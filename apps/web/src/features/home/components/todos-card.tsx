import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { ChecklistItemSummary } from '@app/shared/checklists/checklist-item';
import { todoPath } from '../../../lib/links';
import { truncateCard } from '../utils/card-items';
import { dueText, todoClientText, todoTitle } from '../utils/todo-text';
import { useRowLink } from '../../../lib/use-row-link';
import { HomeCard } from './home-card';

/** A to-do opened from Home offers the way back to it. */
const HOME_BACK = { backTo: '/dashboard', backLabel: 'Home' };

/** "You're all caught up!" (spec 000 §2 Home). */
const ALL_CAUGHT_UP = "You're all caught up!";

/**
 * The To-Dos card (spec 000 §2 Home): at most 4 open to-dos, each with 'For {client}', its due text and
 * an arrow to the checklist item page; 'All To-Dos by customer' leads to My Customers when more exist.
 */
export function TodosCard({ todos, loading, failed }: { todos: readonly ChecklistItemSummary[]; loading: boolean; failed: boolean }) {
  const { shown, notShown } = truncateCard(todos);
  const rowLink = useRowLink();
  return (
    <HomeCard
      title="To-Dos"
      loading={loading}
      error={failed ? 'Error loading your to-dos, please try again.' : undefined}
      footer={
        notShown > 0 ? (
          <Link component={RouterLink} to="/customers" sx={{ fontWeight: 600 }}>
            All To-Dos by customer
          </Link>
        ) : undefined
      }
    >
      {shown.length === 0 ? (
        <Typography sx={{ py: 2, fontWeight: 500 }}>{ALL_CAUGHT_UP}</Typography>
      ) : (
        <List aria-label="To-Dos" disablePadding>
          {shown.map((todo) => {
            const title = todoTitle(todo);
            const due = dueText(todo.dueDate);
            return (
              <ListItem
                key={todo.id}
                divider
                disableGutters
                {...rowLink(todoPath(todo), HOME_BACK)}
                secondaryAction={
                  <IconButton
                    component={RouterLink}
                    to={todoPath(todo)}
                    state={HOME_BACK}
                    aria-label={`Open ${title} for ${todo.clientName}`}
                    edge="end"
                  >
                    <ChevronRight />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={title}
                  secondary={
                    <Box component="span" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                      <span>{todoClientText(todo.clientName)}</span>
                      {due && (
                        <Box component="span" sx={{ fontWeight: 700, color: due === 'NOW' ? 'error.dark' : 'text.secondary' }}>
                          {due}
                        </Box>
                      )}
                    </Box>
                  }
                  slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </HomeCard>
  );
}
