import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { ChecklistItemSummary } from '@app/shared/checklists/checklist-item';
import { truncateCard } from '../utils/card-items';
import { HomeCard } from './home-card';
import { TodoListItem } from './todo-list-item';

/** A to-do opened from Home offers the way back to it. */
const HOME_BACK = { backTo: '/dashboard', backLabel: 'Home' };

/** "You're all caught up!" (spec 000 §2 Home). */
const ALL_CAUGHT_UP = "You're all caught up!";

/**
 * The To-Dos card (spec 000 §2 Home): at most 4 open to-dos, each with 'For {client}', its due text and
 * an arrow to the checklist item page; 'All To-Dos by customer' leads to every open to-do, grouped by customer, when more exist (issue 33).
 */
export function TodosCard({ todos, loading, failed }: { todos: readonly ChecklistItemSummary[]; loading: boolean; failed: boolean }) {
  const { shown, notShown } = truncateCard(todos);
  return (
    <HomeCard
      title="To-Dos"
      loading={loading}
      error={failed ? 'Error loading your to-dos, please try again.' : undefined}
      footer={
        notShown > 0 ? (
          <Link component={RouterLink} to="/todos" sx={{ fontWeight: 600 }}>
            All To-Dos by customer
          </Link>
        ) : undefined
      }
    >
      {shown.length === 0 ? (
        <Typography sx={{ py: 2, fontWeight: 500 }}>{ALL_CAUGHT_UP}</Typography>
      ) : (
        <List aria-label="To-Dos" disablePadding>
          {shown.map((todo) => (
            <TodoListItem key={todo.id} todo={todo} back={HOME_BACK} />
          ))}
        </List>
      )}
    </HomeCard>
  );
}
