import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { ChecklistItemSummary } from '@app/shared/checklists/checklist-item';
import { todoPath } from '../../../lib/links';
import { useRowLink } from '../../../lib/use-row-link';
import { dueText, todoClientText, todoTitle } from '../utils/todo-text';

/**
 * One open to-do in a list: its title, 'For {client}' (unless the list is already the client's), its due
 * text, and the whole row opening the to-do, which offers `back` as its way back.
 */
export function TodoListItem({
  todo,
  back,
  showClient = true,
}: {
  todo: ChecklistItemSummary;
  back: { backTo: string; backLabel: string };
  showClient?: boolean;
}) {
  const rowLink = useRowLink();
  const title = todoTitle(todo);
  const due = dueText(todo.dueDate);
  return (
    <ListItem
      divider
      disableGutters
      {...rowLink(todoPath(todo), back)}
      secondaryAction={
        <IconButton component={RouterLink} to={todoPath(todo)} state={back} aria-label={`Open ${title} for ${todo.clientName}`} edge="end">
          <ChevronRight />
        </IconButton>
      }
    >
      <ListItemText
        primary={title}
        secondary={
          <Box component="span" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {showClient && <span>{todoClientText(todo.clientName)}</span>}
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
}
