import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { CardSkeleton } from '../../../components/loading-skeletons';
import { PageHeader } from '../../../components/page-header';
import { useTodos } from '../api/get-todos';
import { TodoListItem } from '../components/todo-list-item';
import { todosByCustomer } from '../utils/todos-by-customer';

/** A to-do opened from this page offers the way back to it. */
const ALL_TODOS_BACK = { backTo: '/todos', backLabel: 'All To-Dos' };

/**
 * /todos (issue 33): every open to-do across customers on one page, grouped by customer (the customer
 * whose to-do falls due first comes first); each group names its customer, with a link to the customer.
 */
export default function AllTodosPage({ title = 'All To-Dos' }: { title?: string }) {
  const todos = useTodos();
  const groups = todosByCustomer(todos.data ?? []);
  return (
    <>
      <PageHeader title={title} subtitle="Your open to-dos for all of your customers, grouped by customer, soonest due first." />
      {todos.isPending && <CardSkeleton label="Loading your to-dos" outlined lines={4} />}
      {todos.isError && <Alert severity="error">Error loading your to-dos, please try again.</Alert>}
      {todos.isSuccess && groups.length === 0 && <Typography sx={{ fontWeight: 500 }}>You&apos;re all caught up!</Typography>}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {groups.map((group) => (
          <Card key={group.customerId} component="section" variant="outlined" aria-labelledby={`todos-customer-${group.customerId}`}>
            <CardContent>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
                <Typography id={`todos-customer-${group.customerId}`} variant="h2">
                  {group.customerName}
                </Typography>
                <Link component={RouterLink} to={`/customers/${group.customerId}/detail/todos`}>
                  Open {group.customerName}
                </Link>
              </Box>
              <List aria-label={`To-dos for ${group.customerName}`} disablePadding>
                {group.todos.map((todo) => (
                  <TodoListItem key={todo.id} todo={todo} back={ALL_TODOS_BACK} showClient={false} />
                ))}
              </List>
            </CardContent>
          </Card>
        ))}
      </Box>
    </>
  );
}
