import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { AccountUser } from '@app/shared/account/account-users';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { TableSkeleton } from '../../../components/loading-skeletons';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { useAccountUsers } from '../api/get-account-users';
import { accountUserName } from '../utils/account-user-form';
import { AccountUserDialog } from './account-user-dialog';
import { useConfirmDeleteUser } from './use-confirm-delete-user';

type DialogState = { open: false } | { open: true; user?: AccountUser };

/** The Users tab of /account#users (spec 001 §2): the account's users, Add User, Edit and Delete. */
export default function AccountUsersPanel() {
  const users = useAccountUsers();
  const confirmDelete = useConfirmDeleteUser();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const list = users.data ?? [];

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ open: true })}>
          Add User
        </Button>
      </Box>
      {users.isPending && <TableSkeleton label="Loading users" rows={3} columns={4} />}
      {users.isError && <Alert severity="error">{LOAD_FAILED_MESSAGE}</Alert>}
      {users.isSuccess && (
        <TableScrollRegion label="Users">
          <Table aria-label="Users" size="small">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Login Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((user) => {
                const name = accountUserName(user);
                return (
                  <TableRow key={user.id}>
                    <TableCell>
                      {name}
                      {user.isCurrentUser && ' (you)'}
                    </TableCell>
                    <TableCell>{user.username}</TableCell>
                    <TableCell>{user.email}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton aria-label={`Edit ${name}`} onClick={() => setDialog({ open: true, user })}>
                        <EditOutlined />
                      </IconButton>
                      <IconButton aria-label={`Delete ${name}`} onClick={() => confirmDelete(user, list.length)}>
                        <DeleteOutlined />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableScrollRegion>
      )}
      <AccountUserDialog open={dialog.open} user={dialog.open ? dialog.user : undefined} onClose={() => setDialog({ open: false })} />
    </>
  );
}
